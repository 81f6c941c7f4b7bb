import { createEvent, createStore, sample, scopeBind } from 'effector'
import { toastShown } from '../toasts/toasts'
import type { HostTask } from './host-task'
import { hostTaskFx } from './host-task'

/**
 * A settings write the host could not finish (the desktop app's data folder unwritable, the disk
 * full) is reported once per session, not swallowed: what changes now is lost at the next start.
 */
export const storageWriteFailed = createEvent<string>()
/** Once at start-up: listen to the host's failed writes. */
export const storageFailuresAttachRequested = createEvent()

sample({
  clock: storageFailuresAttachRequested,
  fn: (): HostTask => ({
    run: (shell) => {
      const failed = scopeBind(storageWriteFailed, { safe: true })
      shell.onStorageWriteFailed?.((key) => failed(key))
    },
  }),
  target: hostTaskFx,
})

const $reported = createStore(false)
const firstFailure = sample({ clock: storageWriteFailed, source: $reported, filter: (reported) => !reported })
$reported.on(firstFailure, () => true)
sample({ clock: firstFailure, fn: () => ({ tone: 'error' as const, message: 'settingsStorage.writeFailed' }), target: toastShown })
