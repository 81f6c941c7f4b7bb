import { attach, sample } from 'effector'
import { $serverConfig } from '../session/server-config'
import { toastShown } from '../toasts/toasts'

/** The server's address, copied for sharing (SPEC §8: "copied" success toast). */
export const copyServerLinkFx = attach({
  source: $serverConfig,
  effect: async (config) => {
    await navigator.clipboard.writeText(config.url)
  },
})

sample({ clock: copyServerLinkFx.done, fn: () => ({ tone: 'success' as const, message: 'about.copied' }), target: toastShown })
sample({ clock: copyServerLinkFx.fail, fn: () => ({ tone: 'error' as const, message: 'about.copyFailed' }), target: toastShown })
