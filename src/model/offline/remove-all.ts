import { createEvent, createStore, sample } from 'effector'
import { $openDialog, dialogClosed, dialogOpened, settingsPageChanged } from '../dialogs/dialogs'
import { offlineRequested } from './offline-requests'

/**
 * Remove all kept music, asked from the palette or the Storage page: the settings open on the
 * Storage page with a confirmation, and only its confirm removes anything (kept-changes.ts).
 * Light: the command lives in the start bundle, the kept model loads on the confirm.
 */
export const removeAllAsked = createEvent()
export const removeAllConfirmed = createEvent()
export const removeAllDismissed = createEvent()

/** The confirmation is shown. */
export const $removeAllAsking = createStore(false, { serialize: 'ignore' })
  .on(removeAllAsked, () => true)
  .on([removeAllConfirmed, removeAllDismissed, dialogClosed], () => false)

sample({ clock: removeAllAsked, source: $openDialog, filter: (open) => open !== 'settings', fn: () => 'settings' as const, target: dialogOpened })
sample({ clock: removeAllAsked, fn: () => 'storage' as const, target: settingsPageChanged })
sample({ clock: removeAllConfirmed, fn: () => ({ type: 'removeAll' as const }), target: offlineRequested })
