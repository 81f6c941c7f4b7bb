import { deleteRadioRequested } from '../../model/radios/radio-requests'
import { $radioSubject } from '../../model/radios/radio-subject'
import { defineCommand } from '../command'
import { $radiosShown } from './new-radio'

/** Asks for confirmation first (model/radios/radio-delete.ts). */
export const deleteRadio = defineCommand({ id: 'radios.delete', enabled: $radiosShown, context: $radioSubject, target: deleteRadioRequested })
