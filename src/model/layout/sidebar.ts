import { createEvent, createStore, sample, scopeBind } from 'effector'
import type { HostTask } from '../host/host-task'
import { hostTaskFx } from '../host/host-task'

/** The sidebar's state lives in a cookie for 7 days. */
export const SIDEBAR_COOKIE = 'sidebar_state'
export const SIDEBAR_COOKIE_MAX_AGE = 604_800

export const sidebarToggled = createEvent()
export const sidebarSet = createEvent<boolean>()
export const sidebarRestoreRequested = createEvent()

export const $sidebarExpanded = createStore(true)
  .on(sidebarToggled, (expanded) => !expanded)
  .on(sidebarSet, (_, expanded) => expanded)


/** The stored state, read at start-up (not written back). */
const sidebarRestored = createEvent<boolean>()
$sidebarExpanded.on(sidebarRestored, (_, expanded) => expanded)
sample({
  clock: sidebarRestoreRequested,
  fn: (): HostTask => ({
    run: (shell) => {
      const value = shell.cookies.get(SIDEBAR_COOKIE)
      if (value === 'true' || value === 'false') scopeBind(sidebarRestored, { safe: true })(value === 'true')
    },
  }),
  target: hostTaskFx,
})
sample({
  clock: [sidebarToggled, sidebarSet],
  source: $sidebarExpanded,
  fn: (expanded): HostTask => ({ run: (shell) => shell.cookies.set(SIDEBAR_COOKIE, String(expanded), SIDEBAR_COOKIE_MAX_AGE) }),
  target: hostTaskFx,
})
