import { attach, createEvent, createStore, sample } from 'effector'
import type { HostTask } from '../host/host-task'
import { hostTaskFx } from '../host/host-task'
import { $shell } from '../host/shell'

/** SPEC §9: the sidebar's state lives in a cookie for 7 days. */
export const SIDEBAR_COOKIE = 'sidebar_state'
export const SIDEBAR_COOKIE_MAX_AGE = 604_800

export const sidebarToggled = createEvent()
export const sidebarSet = createEvent<boolean>()
export const sidebarRestoreRequested = createEvent()

export const $sidebarExpanded = createStore(true)
  .on(sidebarToggled, (expanded) => !expanded)
  .on(sidebarSet, (_, expanded) => expanded)

const readCookieFx = attach({ source: $shell, effect: (shell) => shell.cookies.get(SIDEBAR_COOKIE) })

sample({ clock: sidebarRestoreRequested, target: readCookieFx })
sample({
  clock: readCookieFx.doneData,
  filter: (value) => value === 'true' || value === 'false',
  fn: (value) => value === 'true',
  target: $sidebarExpanded,
})
sample({
  clock: [sidebarToggled, sidebarSet],
  source: $sidebarExpanded,
  fn: (expanded): HostTask => ({ run: (shell) => shell.cookies.set(SIDEBAR_COOKIE, String(expanded), SIDEBAR_COOKIE_MAX_AGE) }),
  target: hostTaskFx,
})
