import { deleteRadio } from './delete-radio'
import { editRadio } from './edit-radio'
import { newRadio } from './new-radio'
import { playRadio, refreshRadios } from './play-radio'

/** The radio station commands, in palette order. */
export const radioCommands = [newRadio, editRadio, deleteRadio, refreshRadios, playRadio] as const
