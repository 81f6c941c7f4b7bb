import type { Scope } from 'effector'
import { allSettled } from 'effector'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryShell } from '../../shell/memory-shell'
import { stubFetch } from '../../testing/fetch'
import { makeSongs } from '../../testing/queue-songs'
import { forkWithShell, signIn } from '../../testing/scope'
import { recordToasts } from '../../testing/toast-log'
import { $reachability, $unreachablePingMs, callOutcomeSeen } from '../connectivity/reachability'
import { $queue, previousRequested, trackEnded } from '../queue/queue'
import { listPlayed } from '../queue/queue-events'
import { currentSong } from '../queue/queue-state'
import { $mediaAddressing } from '../session/media-addressing'
import { $connection } from '../session/server-config'
import { waitFx } from '../timing/settled'
import { KEPT_DOCUMENT_VERSION, keptDocumentKey } from './kept-document'
import type { KeptItem } from './kept-document'
import { $keptServerKey } from './kept-library'
import { keptLibraryRequested } from './offline-skip'

const ADDRESSING = { route: { base: '/media/' }, pageOrigin: 'http://app.test' }
const songs = makeSongs(6)
const ids = (...at: number[]) => at.map((index) => songs[index]!.id)

/** A signed-in scope whose kept document stores songs 0, 2 and 3 (an album kept whole, a playlist half kept). */
async function withKept(options: { down: boolean }) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined)
  stubFetch(() => Promise.reject(new TypeError('Failed to fetch')))
  const shell = createMemoryShell({ documents: new Map() })
  const fork = () => forkWithShell({ shell, values: [[$mediaAddressing, ADDRESSING], [$unreachablePingMs, 3_600_000]], handlers: [[waitFx, () => undefined]] }).scope
  // The document is stored before the session that reads it (a reload).
  const before = fork()
  await signIn(before)
  const item = (kind: KeptItem['kind'], id: string, of: readonly number[], stored: readonly number[], status: KeptItem['status']): KeptItem => ({
    kind, id, name: id, quality: { maxBitRate: 0, format: '' }, songs: of.map((index) => songs[index]!), stored: ids(...stored), bytes: 0, status,
  })
  await shell.documents.set(keptDocumentKey(before.getState($keptServerKey)!), {
    version: KEPT_DOCUMENT_VERSION,
    state: { items: [item('album', 'al-1', [0], [0], 'kept'), item('playlist', 'pl-1', [2, 3, 4], [2, 3], 'paused')] },
  })
  const scope = fork()
  await signIn(scope)
  if (options.down) {
    const server = scope.getState($connection)!.url
    await allSettled(callOutcomeSeen, { scope, params: { outcome: 'unreachable', server } })
  }
  await allSettled(keptLibraryRequested, { scope })
  return { scope, toasts: recordToasts(scope) }
}

const playing = (scope: Scope) => {
  const queue = scope.getState($queue)
  return { song: currentSong(queue)?.id, isPlaying: queue.isPlaying }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the queue while the server cannot be reached', () => {
  it('passes over the songs that are not kept, saying so once per run, and stops where nothing kept comes after', async () => {
    const { scope, toasts } = await withKept({ down: true })
    expect(scope.getState($reachability)).toBe('unreachable')
    await allSettled(listPlayed, { scope, params: { songs, index: 0 } })
    expect(playing(scope)).toEqual({ song: 's0', isPlaying: true })
    // s1 is not kept: s2 plays.
    await allSettled(trackEnded, { scope })
    expect(playing(scope)).toEqual({ song: 's2', isPlaying: true })
    await allSettled(trackEnded, { scope })
    expect(playing(scope)).toEqual({ song: 's3', isPlaying: true })
    // s4 and s5 are not kept, and nothing kept follows: playback stops.
    await allSettled(trackEnded, { scope })
    expect(playing(scope).isPlaying).toBe(false)
    expect(toasts().map((toast) => toast.text)).toEqual([
      'Skipped 1 song not available offline',
      'Skipped 2 songs not available offline; nothing kept comes after them',
    ])
  })

  it('a song not kept chosen from the queue gives way to the next kept one', async () => {
    const { scope, toasts } = await withKept({ down: true })
    await allSettled(listPlayed, { scope, params: { songs, index: 1 } })
    expect(playing(scope)).toEqual({ song: 's2', isPlaying: true })
    expect(toasts()).toHaveLength(1)
  })

  it('Previous onto a song that is not kept goes back to the kept song before it, saying how many were passed over', async () => {
    const { scope, toasts } = await withKept({ down: true })
    await allSettled(listPlayed, { scope, params: { songs, index: 3 } })
    // s2 is kept: Previous plays it, with nothing to say.
    await allSettled(previousRequested, { scope })
    expect(playing(scope)).toEqual({ song: 's2', isPlaying: true })
    expect(toasts()).toEqual([])
    // s1 is not kept: Previous passes over it back to s0.
    await allSettled(previousRequested, { scope })
    expect(playing(scope)).toEqual({ song: 's0', isPlaying: true })
    expect(toasts().map((toast) => toast.text)).toEqual(['Skipped 1 song not available offline'])
  })

  it('Previous with nothing kept before the song plays that song again from its start, and says so', async () => {
    const { scope, toasts } = await withKept({ down: true })
    // The queue s1, s2, s3: nothing kept comes before s2.
    await allSettled(listPlayed, { scope, params: { songs: songs.slice(1, 4), index: 1 } })
    const track = scope.getState($queue).track
    await allSettled(previousRequested, { scope })
    expect(playing(scope)).toEqual({ song: 's2', isPlaying: true })
    // A new track: the song starts again from 0.
    expect(scope.getState($queue).track).toBeGreaterThan(track)
    expect(toasts().map((toast) => toast.text)).toEqual(['Nothing before this song is available offline'])
  })

  it('skips nothing while the server answers', async () => {
    const { scope, toasts } = await withKept({ down: false })
    await allSettled(listPlayed, { scope, params: { songs, index: 2 } })
    await allSettled(previousRequested, { scope })
    expect(playing(scope)).toEqual({ song: 's1', isPlaying: true })
    expect(toasts()).toEqual([])
  })
})
