import { editRadioRequested } from '../../model/radios/radio-requests'
import { $radioSubject } from '../../model/radios/radio-subject'
import { defineCommand } from '../command'
import { $radiosShown } from './new-radio'

export const editRadio = defineCommand({ id: 'radios.edit', enabled: $radiosShown, context: $radioSubject, target: editRadioRequested })
