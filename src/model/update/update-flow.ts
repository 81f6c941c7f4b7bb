import { attach, createEffect, createStore, sample } from 'effector'
import type { UpdateInfo } from '../../shell/shell'
import { dialogClosed, dialogOpened } from '../dialogs/dialogs'
import { $shell } from '../host/shell'
import { toastShown } from '../toasts/toasts'
import { appRendered, updateCheckForced, updateCheckRequested, updateInstallRequested, updateRemindLaterRequested } from './update-requests'

/**
 * Update flow (desktop app). At start-up the shell's updater is asked for a newer
 * release unless remind-on-next-boot is set; one opens the update dialog. "Install and restart"
 * installs with the started / success / error toasts, then relaunches; "Remind me later" (or
 * closing the dialog) sets remind-on-next-boot, as does a failed install.
 *
 * remind-on-next-boot is not persisted (no update state is): it silences the
 * check for the rest of this run, and the next launch checks again — the "next boot" of its name.
 *
 * Desktop only: evaluated by the desktop start step (src/start/desktop-step.ts), never in a
 * browser, whose shell has no updater. What the rest of the app fires lives in update-requests.ts.
 */
export { appRendered, updateCheckForced, updateCheckRequested, updateInstallRequested, updateRemindLaterRequested }

/** Time the success toast stays on screen before the app relaunches. */
export const RESTART_DELAY_MS = 1500

export const $availableUpdate = createStore<UpdateInfo | null>(null, { serialize: 'ignore' })
export const $remindOnNextBoot = createStore(false, { serialize: 'ignore' })

const checkFx = attach({
  source: $shell,
  effect: (shell): Promise<UpdateInfo | null> => shell.updater?.check() ?? Promise.resolve(null),
})

const manualCheckFx = attach({
  source: $shell,
  effect: (shell): Promise<UpdateInfo | null> => shell.updater?.check() ?? Promise.resolve(null),
})

const installFx = attach({
  source: $shell,
  effect: async (shell) => {
    if (shell.updater === null) throw new Error('This host cannot update itself')
    await shell.updater.install()
  },
})

/** Lets the success toast be read before the window goes away. */
export const relaunchDelayFx = createEffect(() => new Promise<void>((resolve) => setTimeout(resolve, RESTART_DELAY_MS)))

const restartFx = attach({
  source: $shell,
  effect: async (shell) => {
    await relaunchDelayFx()
    await shell.updater?.restart()
  },
})

export const $updateInstalling = installFx.pending

const logFailureFx = createEffect((failure: { what: string; error: unknown }) => {
  console.warn(failure.what, failure.error)
})

/** At start-up, an update that did not start was rolled back before this launch: the update-error toast. */
sample({
  clock: updateCheckRequested,
  source: $shell,
  filter: (shell) => typeof shell.updater?.rolledBack === 'string',
  fn: () => ({ tone: 'error' as const, message: 'update.toasts.error' }),
  target: toastShown,
})

const confirmStartedFx = attach({ source: $shell, effect: async (shell) => shell.updater?.confirmStarted?.() })
sample({ clock: appRendered, target: confirmStartedFx })
sample({ clock: confirmStartedFx.failData, fn: (error) => ({ what: 'Could not confirm the update', error }), target: logFailureFx })

sample({ clock: updateCheckRequested, source: $remindOnNextBoot, filter: (remind) => !remind, target: checkFx })
sample({ clock: checkFx.failData, fn: (error) => ({ what: 'Update check failed', error }), target: logFailureFx })
$availableUpdate.on(checkFx.doneData, (_, update) => update)
sample({ clock: checkFx.doneData, filter: (update) => update !== null, fn: () => 'update' as const, target: dialogOpened })

sample({ clock: updateInstallRequested, filter: installFx.pending.map((pending) => !pending), target: [installFx, dialogClosed] })
sample({ clock: installFx, fn: () => ({ tone: 'info' as const, message: 'update.toasts.started' }), target: toastShown })
sample({ clock: installFx.done, fn: () => ({ tone: 'success' as const, message: 'update.toasts.success' }), target: toastShown })
sample({ clock: installFx.done, target: restartFx })
sample({ clock: installFx.fail, fn: () => ({ tone: 'error' as const, message: 'update.toasts.error' }), target: toastShown })
sample({ clock: installFx.failData, fn: (error) => ({ what: 'Update install failed', error }), target: logFailureFx })
sample({ clock: restartFx.failData, fn: (error) => ({ what: 'Relaunch failed', error }), target: logFailureFx })

$remindOnNextBoot.on([updateRemindLaterRequested, installFx.fail], () => true)
sample({ clock: updateRemindLaterRequested, target: dialogClosed })


sample({ clock: updateCheckForced, filter: manualCheckFx.pending.map((pending) => !pending), target: manualCheckFx })
$availableUpdate.on(manualCheckFx.doneData, (_, update) => update)
sample({ clock: manualCheckFx.doneData, filter: (update) => update !== null, fn: () => 'update' as const, target: dialogOpened })
sample({
  clock: manualCheckFx.doneData,
  filter: (update) => update === null,
  fn: () => ({ tone: 'success' as const, message: 'update.toasts.upToDate' }),
  target: toastShown,
})
sample({ clock: manualCheckFx.fail, fn: () => ({ tone: 'error' as const, message: 'update.toasts.checkFailed' }), target: toastShown })
sample({ clock: manualCheckFx.failData, fn: (error) => ({ what: 'Update check failed', error }), target: logFailureFx })
