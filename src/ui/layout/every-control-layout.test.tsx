import { screen } from '@testing-library/react'
import { allSettled } from 'effector'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { $bigPlayerOpen, $duration, preferSyncedLyricsChanged, bigPlayerClosed, bigPlayerTabChanged, bigPlayerToggled, durationChanged, listPlayed } from '../../model/player/player'
import type { ResumeOffer } from '../../model/queue-sync/server-queue'
import { $resumeOffer } from '../../model/queue-sync/server-queue'
import { installLayoutStubs } from '../../testing/dom'
import { activateAll } from '../../testing/every-control'
import { answerFrom, renderAt } from '../../testing/every-control-scope'
import { TOASTS_CLOSE_AT_ONCE } from '../../testing/toast-log'
import { LIBRARY, SONGS } from '../../testing/every-control-library'
import { forkWithShell, signIn } from '../../testing/scope'
import { PlayerBar } from '../player/PlayerBar'
import { Header } from './Header'
import { InfoPanel } from './InfoPanel'
import { ResumeQueueBanner } from './ResumeQueueBanner'
import { Sidebar } from './Sidebar'

/**
 * Issue 12's walk on what surrounds every page: the sidebar, the header, the info panel, the
 * player bar, the resume banner, then the big player with its tabs (exceptions in
 * src/testing/every-control.ts).
 */

const OFFER: ResumeOffer = {
  server: 'alice@http://music.test',
  fingerprint: 'f',
  queue: { songs: SONGS, index: 1, positionSeconds: 3, changedAt: Date.parse('2026-11-20T10:00:00Z'), changedBy: 'Feishin' },
}

const REPLIES = {
  ...LIBRARY,
  getOpenSubsonicExtensions: { openSubsonicExtensions: [{ name: 'songLyrics', versions: [1] }] },
  getLyricsBySongId: { lyricsList: { structuredLyrics: [{ lang: 'en', synced: true, line: [{ start: 0, value: 'All aboard' }, { start: 3000, value: 'Night falls' }] }] } },
}

async function playingScope() {
  answerFrom(REPLIES)
  const { scope } = forkWithShell({ handlers: [TOASTS_CLOSE_AT_ONCE] })
  await signIn(scope)
  await allSettled(listPlayed, { scope, params: { songs: SONGS, index: 0 } })
  await allSettled(durationChanged, { scope, params: 6 })
  return scope
}

beforeEach(() => installLayoutStubs())
afterEach(() => vi.unstubAllGlobals())

// Each walk activates a few dozen controls, one act() each (slow on a busy machine).
describe('every control of the layout runs a command', { timeout: 120_000 }, () => {
  it('in the sidebar, the header, the info panel and the player bar', async () => {
    const scope = await playingScope()
    renderAt(
      scope,
      '/',
      '*',
      <div data-testid="layout">
        <Sidebar />
        <Header />
        <InfoPanel />
        <PlayerBar />
      </div>,
    )
    await screen.findByRole('link', { name: 'Road trip' })
    const { without, ran } = await activateAll(scope, {
      root: () => screen.queryByTestId('layout'),
      // The big player (walked below) covers the layout: it closes again. The song playing (an
      // instant mix replaces it) reports its length, as the audio element does.
      after: async () => {
        // What a control started (an instant mix's reply) lands before the next control: landing
        // later, the mix replaced the queue after Next and Previous was never enabled.
        await allSettled(scope)
        if (scope.getState($bigPlayerOpen)) await allSettled(bigPlayerClosed, { scope })
        if (scope.getState($duration) === 0) await allSettled(durationChanged, { scope, params: 6 })
      },
    })
    expect(without).toEqual([])
    expect(ran).toEqual(
      new Set([
        ...['pages.home', 'library.search', 'pages.artists', 'pages.songs', 'pages.albums', 'pages.playlists', 'pages.radios', 'pages.folders', 'playlists.new'],
        ...['view.toggleSidebar', 'view.openPalette', 'view.toggleInfoPanel', 'view.openShortcuts', 'app.openSettings', 'app.logOut'],
        ...['app.openAbout', 'app.openServerStatus', 'app.quickScan'],
        ...['playback.likeCurrentSong', 'playback.rating.rateCurrentSong', 'playback.mix.instantMixFromCurrent', 'queue.toggleShuffle'],
        ...['playback.previousTrack', 'playback.playPause', 'playback.nextTrack', 'queue.cycleRepeat', 'playback.seekTo'],
        ...['queue.toggleQueue', 'playback.toggleBigPlayer', 'playback.toggleMute', 'playback.setVolume'],
        ...['playback.listening.setSpeed', 'playback.listening.toggleMiniPlayer'],
      ]),
    )
  })

  it('in the banner offering the queue of another device', async () => {
    answerFrom(REPLIES)
    const { scope } = forkWithShell({ handlers: [TOASTS_CLOSE_AT_ONCE], values: [[$resumeOffer, OFFER]] })
    await signIn(scope)
    renderAt(scope, '/', '*', <ResumeQueueBanner />)
    const { without, ran } = await activateAll(scope, {
      root: () => screen.queryByRole('region', { name: 'Play queue on another device' }),
      reopen: async () => void (await allSettled($resumeOffer, { scope, params: OFFER })),
    })
    expect(without).toEqual([])
    expect(ran).toEqual(new Set(['queue.sync.resume', 'queue.sync.dismiss']))
  })

  it('in the big player and its tabs', async () => {
    const scope = await playingScope()
    // Lyrics first (synced, lines that seek): the queue's walk removes every song.
    await allSettled(preferSyncedLyricsChanged, { scope, params: true })
    await allSettled(bigPlayerTabChanged, { scope, params: 'lyrics' })
    await allSettled(bigPlayerToggled, { scope })
    renderAt(scope, '/', '*', <PlayerBar />)
    await screen.findByRole('button', { name: 'Night falls' })
    const { without, ran } = await activateAll(scope, {
      root: () => screen.queryByRole('dialog'),
      reopen: async () => {
        await allSettled(bigPlayerToggled, { scope })
        await screen.findByRole('dialog')
      },
    })
    expect(without).toEqual([])
    expect(ran).toEqual(new Set(['queue.playFromIndex', 'queue.removeSongs', 'playback.seekTo']))
  })
})
