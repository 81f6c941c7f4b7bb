import { allSettled } from 'effector'
import { describe, expect, it } from 'vitest'
import { createMemoryShell } from '../../shell/memory-shell'
import { makeSongs } from '../../testing/queue-songs'
import { forkWithShell } from '../../testing/scope'
import { recordToasts, TOASTS_CLOSE_AT_ONCE } from '../../testing/toast-log'
import { persistedStoresLoadRequested } from '../persistence/persist-store'
import { $desktopPreferences, closeToTrayToggled } from '../preferences/desktop-preferences'
import { listPlayed } from '../queue/queue-events'
import { nextRequested, pauseRequested, playRequested } from '../queue/queue'
import { songNotificationsToggleRequested } from './song-notifications'

describe('song-change notifications', () => {
  it('are off by default: a song change shows nothing', async () => {
    const { scope, shell } = forkWithShell()
    expect(scope.getState($desktopPreferences).songNotifications).toBe(false)
    await allSettled(listPlayed, { scope, params: { songs: makeSongs(2), index: 0 } })
    await allSettled(nextRequested, { scope })
    expect(shell.notified).toEqual([])
  })

  it('once turned on (permission granted), announce each new song while playing, not a resumed one', async () => {
    const { scope, shell } = forkWithShell()
    await allSettled(songNotificationsToggleRequested, { scope })
    expect(scope.getState($desktopPreferences).songNotifications).toBe(true)
    await allSettled(listPlayed, { scope, params: { songs: makeSongs(2), index: 0 } })
    await allSettled(pauseRequested, { scope })
    await allSettled(playRequested, { scope })
    await allSettled(nextRequested, { scope })
    expect(shell.notified).toEqual([
      { title: 'Song 0', body: 'Artist — Album' },
      { title: 'Song 1', body: 'Artist — Album' },
    ])
    await allSettled(songNotificationsToggleRequested, { scope })
    expect(scope.getState($desktopPreferences).songNotifications).toBe(false)
    await allSettled(listPlayed, { scope, params: { songs: makeSongs(1, 5), index: 0 } })
    expect(shell.notified).toHaveLength(2)
  })

  it('are remembered across a reload (the "desktop" document), with close-to-tray', async () => {
    const { scope, shell } = forkWithShell()
    await allSettled(persistedStoresLoadRequested, { scope })
    await allSettled(songNotificationsToggleRequested, { scope })
    await allSettled(closeToTrayToggled, { scope })
    expect(JSON.parse(shell.data.get('desktop') ?? 'null')).toEqual({ state: { songNotifications: true, closeToTray: true }, version: 1 })
    const reloaded = forkWithShell({ shell: createMemoryShell({ storage: shell.data }) })
    await allSettled(persistedStoresLoadRequested, { scope: reloaded.scope })
    expect(reloaded.scope.getState($desktopPreferences)).toEqual({ songNotifications: true, closeToTray: true })
  })

  it('stay off, with a message, when the browser’s permission is refused', async () => {
    const shell = createMemoryShell()
    shell.notificationsAllowed = false
    const { scope } = forkWithShell({ shell, handlers: [TOASTS_CLOSE_AT_ONCE] })
    const toasts = recordToasts(scope)
    await allSettled(songNotificationsToggleRequested, { scope })
    expect(scope.getState($desktopPreferences).songNotifications).toBe(false)
    expect(toasts()).toEqual([
      { tone: 'error', text: 'Notifications are blocked for Tonearm. Allow them in your browser’s site settings to be told when the song changes.' },
    ])
    await allSettled(listPlayed, { scope, params: { songs: makeSongs(1), index: 0 } })
    expect(shell.notified).toEqual([])
  })
})
