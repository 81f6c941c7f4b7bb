import { allSettled } from 'effector'
import { expect, it, vi } from 'vitest'
import { appStarted } from '../model/app/start'
import type { DesktopWindow, Updater } from '../shell/shell'
import { createMemoryShell } from '../shell/memory-shell'
import { forkWithShell } from '../testing/scope'

it('the desktop step wires what appStarted asks of the desktop app: the tray listens and the updater is asked', async () => {
  await import('./desktop-step')
  const updater: Updater = { check: vi.fn(async () => null), install: vi.fn(async () => undefined), restart: vi.fn(async () => undefined) }
  const desktopWindow: DesktopWindow = {
    setTray: vi.fn(async () => undefined),
    onTrayItem: vi.fn(),
    toggleVisible: vi.fn(async () => undefined),
    hide: vi.fn(async () => undefined),
    onCloseRequested: vi.fn(),
    quit: vi.fn(async () => undefined),
  }
  const { scope } = forkWithShell({ shell: { ...createMemoryShell({ kind: 'desktop', updater }), desktopWindow } })
  await allSettled(appStarted, { scope })
  expect(desktopWindow.onTrayItem).toHaveBeenCalledTimes(1)
  expect(desktopWindow.onCloseRequested).toHaveBeenCalledTimes(1)
  expect(updater.check).toHaveBeenCalledTimes(1)
})
