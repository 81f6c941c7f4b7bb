import { allSettled } from 'effector'
import { describe, expect, it } from 'vitest'
import type { DesktopWindow } from '../../shell/shell'
import { createMemoryShell } from '../../shell/memory-shell'
import { makeSongs } from '../../testing/queue-songs'
import { forkWithShell, signIn } from '../../testing/scope'
import { queueCleared } from '../queue/queue'
import { listPlayed } from '../queue/queue-events'
import { $miniPlayerInWindow, $miniPlayerOpen, miniPlayerToggleRequested } from './mini-player'

function desktopWindow(): { window: DesktopWindow; compact: boolean[] } {
  const compact: boolean[] = []
  const window: DesktopWindow = {
    setTray: async () => undefined,
    onTrayItem: () => undefined,
    toggleVisible: async () => undefined,
    hide: async () => undefined,
    onCloseRequested: () => undefined,
    quit: async () => undefined,
    setMenu: async () => undefined,
    setCompact: async (on) => void compact.push(on),
  }
  return { window, compact }
}

describe('the mini player in the desktop app', () => {
  it('makes the window compact while open, and gives it back when closed or when nothing is left to play', async () => {
    const { window, compact } = desktopWindow()
    const { scope } = forkWithShell({ shell: { ...createMemoryShell({ kind: 'desktop' }), desktopWindow: window } })
    await signIn(scope)
    expect(scope.getState($miniPlayerInWindow)).toBe(true)
    await allSettled(listPlayed, { scope, params: { songs: makeSongs(2), index: 0 } })
    await allSettled(miniPlayerToggleRequested, { scope })
    await allSettled(miniPlayerToggleRequested, { scope })
    await allSettled(miniPlayerToggleRequested, { scope })
    await allSettled(queueCleared, { scope })
    expect(scope.getState($miniPlayerOpen)).toBe(false)
    expect(compact).toEqual([true, false, true, false])
  })

  it('leaves a browser tab as it is (its mini player is a window of the page)', async () => {
    const { scope } = forkWithShell()
    expect(scope.getState($miniPlayerInWindow)).toBe(false)
  })
})
