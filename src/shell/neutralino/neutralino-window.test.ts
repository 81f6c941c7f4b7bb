import { describe, expect, it } from 'vitest'
import config from '../../../neutralino.config.json'
import { createFakeNeutralino } from './fake-neutralino'
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
