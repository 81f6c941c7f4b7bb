import { allSettled } from 'effector'
import { expect, it, vi } from 'vitest'
import { appStarted } from '../model/app/start'
import type { DesktopWindow, Updater } from '../shell/shell'
import { createMemoryShell } from '../shell/memory-shell'
import { forkWithShell } from '../testing/scope'

it('the desktop step wires what appStarted asks of the desktop app: the tray listens and the updater is asked', async () => {
  await import('./desktop-step')
  const updater: Updater = {
    check: vi.fn<Updater['check']>(async () => null),
    install: vi.fn<Updater['install']>(async () => undefined),
    restart: vi.fn<Updater['restart']>(async () => undefined),
  }
  const desktopWindow: DesktopWindow = {
    setTray: vi.fn<DesktopWindow['setTray']>(async () => undefined),
    setMenu: vi.fn<DesktopWindow['setMenu']>(async () => undefined),
    onTrayItem: vi.fn<DesktopWindow['onTrayItem']>(),
    toggleVisible: vi.fn<DesktopWindow['toggleVisible']>(async () => undefined),
    hide: vi.fn<DesktopWindow['hide']>(async () => undefined),
    onCloseRequested: vi.fn<DesktopWindow['onCloseRequested']>(),
    quit: vi.fn<DesktopWindow['quit']>(async () => undefined),
  }
  const { scope } = forkWithShell({ shell: { ...createMemoryShell({ kind: 'desktop', updater }), desktopWindow } })
  await allSettled(appStarted, { scope })
  expect(desktopWindow.onTrayItem).toHaveBeenCalledTimes(1)
  expect(desktopWindow.onCloseRequested).toHaveBeenCalledTimes(1)
  expect(updater.check).toHaveBeenCalledTimes(1)
})
