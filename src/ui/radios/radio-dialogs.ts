import type { ComponentType, LazyExoticComponent } from 'react'
import { lazy } from 'react'
import type { RadioDialogName } from '../../model/dialogs/dialogs'

/** The radio station dialogs for DialogHost, each fetched the first time it opens. */
export const RADIO_DIALOGS: Record<RadioDialogName, LazyExoticComponent<ComponentType>> = {
  radioEditor: lazy(() => import('./RadioEditorDialog').then((m) => ({ default: m.RadioEditorDialog }))),
  radioDelete: lazy(() => import('./DeleteRadioDialog').then((m) => ({ default: m.DeleteRadioDialog }))),
}
