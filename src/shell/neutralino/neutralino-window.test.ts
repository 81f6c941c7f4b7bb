import { describe, expect, it, vi } from 'vitest'
import config from '../../../neutralino.config.json'
import { createFakeNeutralino } from '../../testing/neutralino/fake-neutralino'
import { createNeutralinoShell } from './neutralino-shell'
import { COMPACT_SIZE, TRAY_ICON } from './neutralino-window'

async function desktop(mode: string) {
  const neutralino = createFakeNeutralino({ allowList: config.nativeAllowList })
  const shell = await createNeutralinoShell({ api: neutralino, globals: { NL_OS: 'Linux', NL_MODE: mode }, fetch })
  return { shell, neutralino }
}

describe('Neutralino window and tray', () => {
  it('shows the tray menu with the window icon, and reports clicks by item id', async () => {
    const { shell, neutralino } = await desktop('window')
    const clicked: string[] = []
    shell.desktopWindow?.onTrayItem((id) => clicked.push(id))
    await shell.desktopWindow?.setTray([
      { text: 'Song — Artist · Tonearm', disabled: true },
      { id: 'playback.playPause', text: 'Play/pause' },
    ])
    expect(neutralino.tray.current).toEqual({
      icon: TRAY_ICON,
      menuItems: [
        { text: 'Song — Artist · Tonearm', isDisabled: true },
        { id: 'playback.playPause', text: 'Play/pause' },
      ],
    })
    neutralino.emit('trayMenuItemClicked', { id: 'playback.playPause', text: 'Play/pause' })
    neutralino.emit('trayMenuItemClicked', { text: 'no id' })
    expect(clicked).toEqual(['playback.playPause'])
  })

  it('reports the close button instead of exiting (the config lets the app decide), and hides on request', async () => {
    expect(config.modes.window.exitProcessOnClose).toBe(false)
    const { shell, neutralino } = await desktop('window')
    let closes = 0
    shell.desktopWindow?.onCloseRequested(() => closes++)
    neutralino.emit('windowClose', null)
    expect(closes).toBe(1)
    expect(neutralino.exits).toEqual([])
    await shell.desktopWindow?.hide()
    expect(neutralino.visible.current).toBe(false)
  })

  it('shows the song-change notification natively, without asking', async () => {
    const { shell, neutralino } = await desktop('window')
    expect(await shell.notifications?.requestPermission()).toBe(true)
    await shell.notifications?.show('Song 1', 'Artist — Album')
    expect(neutralino.notifications).toEqual([{ title: 'Song 1', content: 'Artist — Album' }])
  })

  it('hides the window to the tray and brings it back, and quits', async () => {
    const { shell, neutralino } = await desktop('window')
    await shell.desktopWindow?.toggleVisible()
    expect(neutralino.visible.current).toBe(false)
    await shell.desktopWindow?.toggleVisible()
    expect(neutralino.visible.current).toBe(true)
    expect(neutralino.nativeCalls).toContain('window.focus')
    await shell.desktopWindow?.quit()
    expect(neutralino.exits).toEqual([0])
  })

  it('unregisters the page’s Service Worker as it quits (the next launch has another port, so it would only pile up), then exits', async () => {
    const neutralino = createFakeNeutralino({ allowList: config.nativeAllowList })
    const order: string[] = []
    const workers = { getRegistrations: async () => [{ unregister: async () => (order.push(`unregistered at ${neutralino.exits.length} exits`), true) }] }
    const shell = await createNeutralinoShell({ api: neutralino, globals: { NL_OS: 'Linux', NL_MODE: 'window' }, fetch, workers })
    await shell.desktopWindow?.quit()
    expect(order).toEqual(['unregistered at 0 exits'])
    expect(neutralino.exits).toEqual([0])

    // A worker that never answers does not hold the quit back.
    const other = createFakeNeutralino({ allowList: config.nativeAllowList })
    const stuck = await createNeutralinoShell({ api: other, globals: { NL_OS: 'Linux', NL_MODE: 'window' }, fetch, workers: { getRegistrations: () => new Promise(() => undefined) } })
    vi.useFakeTimers()
    const quitting = stuck.desktopWindow?.quit()
    await vi.advanceTimersByTimeAsync(1000)
    await quitting
    vi.useRealTimers()
    expect(other.exits).toEqual([0])
  })

  it('has no window or tray outside window mode', async () => {
    expect((await desktop('cloud')).shell.desktopWindow).toBeNull()
    expect((await desktop('chrome')).shell.desktopWindow).toBeNull()
  })

  it('the mini player: a small window on top of the others, then back to the size it had', async () => {
    const { shell, neutralino } = await desktop('window')
    await shell.desktopWindow?.setCompact?.(true)
    expect(neutralino.size.current).toMatchObject(COMPACT_SIZE)
    expect(neutralino.onTop.current).toBe(true)
    // Asked twice, it still remembers the regular size.
    await shell.desktopWindow?.setCompact?.(true)
    await shell.desktopWindow?.setCompact?.(false)
    expect(neutralino.size.current).toEqual({ width: 1280, height: 800, minWidth: 900, minHeight: 600 })
    expect(neutralino.onTop.current).toBe(false)
    expect(neutralino.nativeCalls).toEqual(expect.arrayContaining(['window.getSize', 'window.setSize', 'window.setAlwaysOnTop']))
  })
})
