import { createEvent, createStore, sample } from 'effector'
import { $openDialog, dialogClosed, dialogOpened, settingsPageChanged } from '../dialogs/dialogs'
import { handled, offlineRequested } from './kept-requests'

/**
 * Remove all kept music, asked from the palette or the Storage page: the settings open on the
 * Storage page with a confirmation, and only its confirm removes anything (kept-changes.ts).
 */
export const removeAllConfirmed = createEvent()
export const removeAllDismissed = createEvent()

const asked = offlineRequested.filter({ fn: (request) => request.type === 'askRemoveAll' })

/** The confirmation is shown. */
export const $removeAllAsking = createStore(false, { serialize: 'ignore' })
  .on(asked, () => true)
  .on([removeAllConfirmed, removeAllDismissed, dialogClosed], () => false)

sample({ clock: asked, source: $openDialog, filter: (open) => open !== 'settings', fn: () => 'settings' as const, target: dialogOpened })
sample({ clock: asked, fn: () => 'storage' as const, target: settingsPageChanged })
sample({ clock: removeAllConfirmed, fn: () => ({ type: 'removeAll' as const }), target: handled })
