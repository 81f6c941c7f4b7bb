import { attach } from 'effector'
import type { Shell } from '../../shell/shell'
import { $shell } from './shell'

/**
 * A call to the host (or the page) whose answer nobody waits for: the window title, the media
 * session, a cookie, a notification. One effect runs them all (an effect each would cost ≈ 24 KB
 * of heap apiece); a failure is logged with `what`, or not at all without it.
 */
export interface HostTask {
  readonly run: (shell: Shell) => unknown
  readonly what?: string
}

export const hostTaskFx = attach({
  source: $shell,
  effect: async (shell, task: HostTask) => {
    await task.run(shell)
  },
})
hostTaskFx.fail.watch(({ params, error }) => {
  if (params.what !== undefined) console.warn(params.what, error)
})
