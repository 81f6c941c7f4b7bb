import type { ComponentType } from 'react'
import { dialogLoadedOnOpen } from '../dialogs/loaded-on-open'
import type { RadioDialogName } from '../../model/dialogs/dialogs'

/** The radio station dialogs for DialogHost, each fetched the first time it opens. */
export const RADIO_DIALOGS: Record<RadioDialogName, ComponentType> = {
  radioEditor: dialogLoadedOnOpen(() => import('./RadioEditorDialog').then((m) => m.RadioEditorDialog)),
  radioDelete: dialogLoadedOnOpen(() => import('./DeleteRadioDialog').then((m) => m.DeleteRadioDialog)),
}
