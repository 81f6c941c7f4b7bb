import { allSettled } from 'effector'
import { describe, expect, it, vi } from 'vitest'
// The desktop start step evaluates the window calls in the app (src/start/desktop-step.ts).
import '../../model/host/desktop-window-calls'
import { listPlayed } from '../../model/queue/queue-events'
import type { DesktopWindow } from '../../shell/shell'
import { createMemoryShell } from '../../shell/memory-shell'
import { makeSongs } from '../../testing/queue-songs'
import { renderInScope } from '../../testing/render'
import { forkWithShell } from '../../testing/scope'
import { TraySync } from './TraySync'

describe('TraySync', () => {
  it('gives the tray the current song and the commands in the user’s language', async () => {
    const setTray = vi.fn<DesktopWindow['setTray']>(async () => undefined)
    const desktopWindow = { setTray, setMenu: async () => undefined, onTrayItem: () => undefined, toggleVisible: async () => undefined, hide: async () => undefined, onCloseRequested: () => undefined, quit: async () => undefined }
    const { scope } = forkWithShell({ shell: { ...createMemoryShell({ kind: 'desktop' }), desktopWindow } })
    renderInScope(<TraySync />, { scope })
    await vi.waitFor(() => expect(setTray).toHaveBeenCalled())
    expect(setTray.mock.lastCall?.[0]).toEqual([
      { text: 'Tonearm', disabled: true },
      { id: 'playback.playPause', text: 'Play or pause' },
      { id: 'playback.nextTrack', text: 'Next song' },
      { id: 'playback.previousTrack', text: 'Previous song' },
      { id: 'app.desktop.toggleWindow', text: 'Show/hide window' },
      { id: 'app.desktop.quit', text: 'Quit Tonearm' },
    ])
    const [song] = makeSongs(1)
    await allSettled(listPlayed, { scope, params: { songs: [song!], index: 0 } })
    await vi.waitFor(() => expect(setTray.mock.lastCall?.[0][0]).toEqual({ text: `${song!.title} — ${song!.artist} · Tonearm`, disabled: true }))
  })
})
