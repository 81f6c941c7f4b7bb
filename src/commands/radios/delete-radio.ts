import { combine, createEvent, sample } from 'effector'
import { deleteRadioRequested } from '../../model/radios/radio-delete'
import { $radioSubject } from '../../model/radios/radio-subject'
import { defineCommand } from '../command'
import { $radiosShown } from './new-radio'

/** Asks for confirmation first (model/radios/radio-delete.ts). */
const run = createEvent()
sample({ clock: run, source: $radioSubject, filter: Boolean, target: deleteRadioRequested })

export const deleteRadio = defineCommand({
  id: 'radios.delete',
  title: 'commands.radios.delete',
  category: 'radios',
  enabled: combine($radiosShown, $radioSubject, (shown, radio) => shown && radio !== null),
  run,
})
