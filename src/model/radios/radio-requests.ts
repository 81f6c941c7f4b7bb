import { lazyModule } from '../lazy/lazy-module'

/*
 * The radio commands' targets: the editor, deleting and playing load on the first request, or
 * with the screen or dialog that imports them; these light events reach the modules' own events
 * of the same names (src/model/lazy/lazy-module.ts). The list (radios.ts) stays: the commands'
 * context reads it.
 */
const editorModule = lazyModule(() => import('./radio-editor'))
export const newRadioRequested = editorModule.request((module) => module.newRadioRequested)
export const editRadioRequested = editorModule.request((module) => module.editRadioRequested)

export const deleteRadioRequested = lazyModule(() => import('./radio-delete')).request((module) => module.deleteRadioRequested)
export const radioPlayToggled = lazyModule(() => import('./radio-playback')).request((module) => module.radioPlayToggled)
