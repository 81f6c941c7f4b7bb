import { createEvent, sample, scopeBind } from 'effector'
import type { HostTask } from '../host/host-task'
import { hostTaskFx } from '../host/host-task'
import { $serverConfig } from '../session/server-config'
import { toastShown } from '../toasts/toasts'

/** Copy the server's address for sharing ("copied" success toast). */
export const serverLinkCopyRequested = createEvent()
/** Whether the clipboard took it. */
const serverLinkCopied = createEvent<boolean>()

sample({
  clock: serverLinkCopyRequested,
  source: $serverConfig,
  fn: (config): HostTask => ({
    run: async () => {
      const copied = scopeBind(serverLinkCopied, { safe: true })
      try {
        await navigator.clipboard.writeText(config.url)
        copied(true)
      } catch {
        copied(false)
      }
    },
  }),
  target: hostTaskFx,
})
sample({ clock: serverLinkCopied, filter: Boolean, fn: () => ({ tone: 'success' as const, message: 'about.copied' }), target: toastShown })
sample({ clock: serverLinkCopied, filter: (copied) => !copied, fn: () => ({ tone: 'error' as const, message: 'about.copyFailed' }), target: toastShown })
