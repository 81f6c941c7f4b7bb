import { describe, expect, it } from 'vitest'
import config from '../../../neutralino.config.json'
import { createFakeNeutralino } from '../../testing/neutralino/fake-neutralino'
import { createNeutralinoShell } from './neutralino-shell'
import { TRAY_ICON } from './neutralino-window'

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

  it('has no window or tray outside window mode', async () => {
    expect((await desktop('cloud')).shell.desktopWindow).toBeNull()
    expect((await desktop('chrome')).shell.desktopWindow).toBeNull()
  })
})
