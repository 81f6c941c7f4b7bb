import { allSettled } from 'effector'
import { describe, expect, it, vi } from 'vitest'
import { $trayState, trayAttachRequested, trayMenuRendered } from '../../model/host/desktop-window'
import '../../model/host/desktop-window-calls'
import type { DesktopWindow } from '../../shell/shell'
import { createMemoryShell } from '../../shell/memory-shell'
import { forkWithShell } from '../../testing/scope'
import { $desktopPreferences } from '../../model/preferences/desktop-preferences'
import { $enabledCommandIds, COMMANDS, commandRequested } from '../registry'

function fakeWindow() {
  let handler: (id: string) => void = () => undefined
  let closeHandler: () => void = () => undefined
  const window = {
    setTray: vi.fn<DesktopWindow['setTray']>(async () => undefined),
    setMenu: vi.fn<DesktopWindow['setMenu']>(async () => undefined),
    onTrayItem: vi.fn<DesktopWindow['onTrayItem']>((listener) => {
      handler = listener
    }),
    toggleVisible: vi.fn<DesktopWindow['toggleVisible']>(async () => undefined),
    hide: vi.fn<DesktopWindow['hide']>(async () => undefined),
    onCloseRequested: vi.fn<DesktopWindow['onCloseRequested']>((listener) => {
      closeHandler = listener
    }),
    quit: vi.fn<DesktopWindow['quit']>(async () => undefined),
  }
  return { window, click: (id: string) => handler(id), close: () => closeHandler() }
}

describe('tray commands', () => {
  it('runs a tray item as the command of its id, on the bus', async () => {
    const { window, click } = fakeWindow()
    const { scope } = forkWithShell({ shell: { ...createMemoryShell({ kind: 'desktop' }), desktopWindow: window } })
    await allSettled(trayAttachRequested, { scope })
    click('app.desktop.toggleWindow')
    await vi.waitFor(() => expect(window.toggleVisible).toHaveBeenCalledTimes(1))
    click('not.a.command')
    click('app.desktop.quit')
    await vi.waitFor(() => expect(window.quit).toHaveBeenCalledTimes(1))
    await allSettled(trayMenuRendered, { scope, params: [{ id: 'app.desktop.quit', text: 'Quit Tonearm' }] })
    expect(window.setTray).toHaveBeenCalledWith([{ id: 'app.desktop.quit', text: 'Quit Tonearm' }])
  })

  it('quits when the window is closed, unless close-to-tray is on: then it hides and playback goes on', async () => {
    const { window, close, click } = fakeWindow()
    const { scope } = forkWithShell({ shell: { ...createMemoryShell({ kind: 'desktop' }), desktopWindow: window } })
    await allSettled(trayAttachRequested, { scope })
    await allSettled(trayMenuRendered, { scope, params: [{ id: 'app.desktop.quit', text: 'Quit Tonearm' }] })
    close()
    await vi.waitFor(() => expect(window.quit).toHaveBeenCalledTimes(1))
    expect(window.hide).not.toHaveBeenCalled()

    await allSettled(commandRequested, { scope, params: { id: 'app.desktop.toggleCloseToTray' } })
    expect(scope.getState($desktopPreferences).closeToTray).toBe(true)
    close()
    await vi.waitFor(() => expect(window.hide).toHaveBeenCalledTimes(1))
    expect(window.quit).toHaveBeenCalledTimes(1)
    // Quit from the tray still quits.
    click('app.desktop.quit')
    await vi.waitFor(() => expect(window.quit).toHaveBeenCalledTimes(2))
  })

  it('where the tray cannot start: close-to-tray is not offered, closing quits even with it on, Quit is in the window menu', async () => {
    const { window, close, click } = fakeWindow()
    window.setTray.mockRejectedValue({ code: 'NE_OS_TRAYIER', message: 'Unable to initialize the tray menu' })
    const { scope } = forkWithShell({ shell: { ...createMemoryShell({ kind: 'desktop' }), desktopWindow: window } })
    // Turned on where a tray had shown (the same data folder, another desktop session).
    await allSettled(commandRequested, { scope, params: { id: 'app.desktop.toggleCloseToTray' } })
    expect(scope.getState($desktopPreferences).closeToTray).toBe(false)
    await allSettled(trayAttachRequested, { scope })
    await allSettled(trayMenuRendered, { scope, params: [{ text: 'Late Tram', disabled: true }, { id: 'app.desktop.quit', text: 'Quit Tonearm' }] })
    expect(scope.getState($trayState)).toBe('failed')
    expect(scope.getState($enabledCommandIds).has('app.desktop.toggleCloseToTray')).toBe(false)
    expect(window.setMenu).toHaveBeenCalledWith([{ id: 'app.desktop.quit', text: 'Quit Tonearm' }])
    close()
    await vi.waitFor(() => expect(window.quit).toHaveBeenCalledTimes(1))
    expect(window.hide).not.toHaveBeenCalled()
    // The window menu's Quit arrives like a tray item's.
    click('app.desktop.quit')
    await vi.waitFor(() => expect(window.quit).toHaveBeenCalledTimes(2))
  })

  it('closes to the tray only once the tray shows', async () => {
    const { window, close } = fakeWindow()
    const { scope } = forkWithShell({
      shell: { ...createMemoryShell({ kind: 'desktop' }), desktopWindow: window },
      values: [[$desktopPreferences, { songNotifications: false, closeToTray: true }]],
    })
    await allSettled(trayAttachRequested, { scope })
    close()
    await vi.waitFor(() => expect(window.quit).toHaveBeenCalledTimes(1))
    await allSettled(trayMenuRendered, { scope, params: [{ id: 'app.desktop.quit', text: 'Quit Tonearm' }] })
    expect(scope.getState($trayState)).toBe('shown')
    close()
    await vi.waitFor(() => expect(window.hide).toHaveBeenCalledTimes(1))
  })

  it('quits with Ctrl+Q (⌘Q), also while typing', () => {
    expect(COMMANDS.find((command) => command.id === 'app.desktop.quit')?.keys).toEqual([{ key: 'Mod+Q', when: 'anywhere' }])
  })

  it('offers show/hide and quit only with a native window', () => {
    const desktop = forkWithShell({ shell: { ...createMemoryShell({ kind: 'desktop' }), desktopWindow: fakeWindow().window } })
    expect(desktop.scope.getState($enabledCommandIds).has('app.desktop.quit')).toBe(true)
    const browser = forkWithShell()
    expect(browser.scope.getState($enabledCommandIds).has('app.desktop.quit')).toBe(false)
    expect(browser.scope.getState($enabledCommandIds).has('app.desktop.toggleWindow')).toBe(false)
    expect(browser.scope.getState($enabledCommandIds).has('app.desktop.toggleCloseToTray')).toBe(false)
  })
})
