import { combine, createEvent, sample } from 'effector'
import { editRadioRequested } from '../../model/radios/radio-editor'
import { $radioSubject } from '../../model/radios/radio-subject'
import { defineCommand } from '../command'
import { $radiosShown } from './new-radio'

const run = createEvent()
sample({ clock: run, source: $radioSubject, filter: Boolean, target: editRadioRequested })

export const editRadio = defineCommand({
  id: 'radios.edit',
  title: 'commands.radios.edit',
  category: 'radios',
  enabled: combine($radiosShown, $radioSubject, (shown, radio) => shown && radio !== null),
  run,
})
