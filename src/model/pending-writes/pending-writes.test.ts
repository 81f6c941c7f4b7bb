import type { Scope } from 'effector'
import { allSettled, createWatch } from 'effector'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { stubFetch, subsonicFailed, subsonicOk } from '../../testing/fetch'
import { makeSongs } from '../../testing/queue-songs'
import { forkWithShell, signIn } from '../../testing/scope'
import { recordToasts, TOASTS_CLOSE_AT_ONCE } from '../../testing/toast-log'
import { $reachability, $unreachablePingMs, reachabilityAttachRequested, reachabilityPingDue } from '../connectivity/reachability'
import { songsRated } from '../library/rating'
import { songsLikeToggled } from '../library/star'
import { songsStarChanged } from '../library/song-updates'
import { persistedStoresLoadRequested } from '../persistence/persist-store'
import type { MemoryShell } from '../../testing/scope'
import type { PendingWrite } from './pending-write'
import { $pendingWriteQueue, PENDING_WRITES_KEY } from './pending-writes'
import './write-outcomes'

afterEach(() => vi.unstubAllGlobals())

/**
 * A server behind the api's real calls: down (every request fails as a dropped connection does)
 * while `down`, refusing what `refuse` names; it records the writes it took, in order, as
 * `method id…` (pings and reads are not writes).
 */
function fakeServer() {
  const server = { down: true, refuse: new Map<string, string>(), taken: [] as string[] }
  stubFetch((url) => {
    if (server.down) throw new TypeError('Failed to fetch')
    const method = url.pathname.split('/').pop()?.replace(/\.view$/, '') ?? ''
    if (method === 'ping' || method.startsWith('get')) return subsonicOk()
    const ids = [...url.searchParams.getAll('id'), ...url.searchParams.getAll('playlistId'), ...url.searchParams.getAll('rating')]
    const call = `${method} ${ids.join(' ')}`
    const refusal = server.refuse.get(call)
    if (refusal !== undefined) return subsonicFailed(70, refusal)
    server.taken.push(call)
    return subsonicOk()
  })
  return server
}

/** A signed-in scope whose calls report to the reachability model, as the app's do; no timer ping comes by itself. */
async function appScope(shell?: MemoryShell) {
  const { scope, shell: used } = forkWithShell({ ...(shell ? { shell } : {}), values: [[$unreachablePingMs, 3_600_000]], handlers: [TOASTS_CLOSE_AT_ONCE] })
  await allSettled(reachabilityAttachRequested, { scope })
  await signIn(scope)
  return { scope, shell: used }
}

const writesIn = (scope: Scope) => scope.getState($pendingWriteQueue).items.map((item) => item.write.kind)

describe('writes made while the server cannot be reached', () => {
  it('are shown at once, kept in order, and sent in that order once it answers; the app says once that it is gone and once that it is back', async () => {
    const server = fakeServer()
    const { scope } = await appScope()
    const toasts = recordToasts(scope)
    const shown: unknown[] = []
    createWatch({ unit: songsStarChanged, scope, fn: (change) => shown.push(change.ids) })
    const [first, second] = makeSongs(2)

    await allSettled(songsLikeToggled, { scope, params: [first!] })
    await allSettled(songsRated, { scope, params: { songs: [second!], rating: 4 } })
    await allSettled(songsLikeToggled, { scope, params: [{ ...first!, starred: '2026-01-01T00:00:00Z' }] })

    expect(scope.getState($reachability)).toBe('unreachable')
    expect(shown).toEqual([['s0'], ['s0']])
    expect(writesIn(scope)).toEqual(['like', 'rate', 'like'])
    expect(server.taken).toEqual([])

    server.down = false
    await allSettled(reachabilityPingDue, { scope })
    expect(server.taken).toEqual(['star s0', 'setRating s1 4', 'unstar s0'])
    expect(writesIn(scope)).toEqual([])
    expect(toasts().map(({ text }) => text)).toEqual([
      'The server cannot be reached. Tonearm keeps working: likes, ratings and playlist edits are kept and sent when it is back.',
      'The server is back.',
      '3 changes made while the server was unreachable were sent.',
    ])
  })

  it('survive a reload and are sent once the stored server is known again', async () => {
    const server = fakeServer()
    const { scope, shell } = await appScope()
    await allSettled(songsLikeToggled, { scope, params: makeSongs(1) })
    expect(shell.data.get(PENDING_WRITES_KEY)).toContain('"songIds":["s0"]')

    server.down = false
    const reloaded = forkWithShell({ shell, values: [[$unreachablePingMs, 3_600_000]], handlers: [TOASTS_CLOSE_AT_ONCE] })
    // The calls report to the new page's scope now, not the old one's.
    await allSettled(reachabilityAttachRequested, { scope: reloaded.scope })
    await allSettled(persistedStoresLoadRequested, { scope: reloaded.scope })
    expect(writesIn(reloaded.scope)).toEqual(['like'])
    await signIn(reloaded.scope)
    expect(server.taken).toEqual(['star s0'])
    expect(writesIn(reloaded.scope)).toEqual([])
    expect(shell.data.get(PENDING_WRITES_KEY)).toContain('"items":[]')
  })

  it('refused when sent: a message names the write and the server’s reason, the like shows as the server holds it, the other writes still go', async () => {
    const server = fakeServer()
    server.refuse.set('star s0', 'Song not found')
    const { scope } = await appScope()
    const toasts = recordToasts(scope)
    const shown: unknown[] = []
    createWatch({ unit: songsStarChanged, scope, fn: (change) => shown.push(change) })
    const [first, second] = makeSongs(2)
    await allSettled(songsLikeToggled, { scope, params: [first!] })
    await allSettled(songsLikeToggled, { scope, params: [second!] })

    server.down = false
    await allSettled(reachabilityPingDue, { scope })
    expect(server.taken).toEqual(['star s1'])
    expect(writesIn(scope)).toEqual([])
    // Shown liked when made, then not liked again: the server refused it.
    expect(shown.at(-1)).toEqual({ ids: ['s0'], starred: undefined })
    expect(toasts().map(({ text }) => text)).toContain(
      'The server refused the like of “Song 0” made while it was unreachable (Song not found). The page shows what the server holds.',
    )
  })

  it('a refused playlist edit drops the later edits of the same playlist, and says how many', async () => {
    const server = fakeServer()
    server.refuse.set('updatePlaylist p1', 'Playlist not found')
    const kept = (write: PendingWrite) => ({ server: 'http://music.test', username: 'alice', write })
    const { scope } = forkWithShell({
      values: [
        [$unreachablePingMs, 3_600_000],
        [
          $pendingWriteQueue,
          {
            items: [
              kept({ kind: 'playlistUpdate', change: { id: 'p1', songIdsToAdd: ['s0'] }, name: 'Road trip' }),
              kept({ kind: 'like', like: true, songIds: ['s3'], albumIds: [], name: 'Song 3' }),
              kept({ kind: 'playlistUpdate', change: { id: 'p1', songIndexesToRemove: [0] }, name: 'Road trip' }),
              kept({ kind: 'playlistUpdate', change: { id: 'p2', name: 'Night' }, name: 'Evening' }),
            ],
          },
        ],
      ],
      handlers: [TOASTS_CLOSE_AT_ONCE],
    })
    const toasts = recordToasts(scope)
    server.down = false
    await signIn(scope)
    expect(server.taken).toEqual(['star s3', 'updatePlaylist p2'])
    expect(writesIn(scope)).toEqual([])
    expect(toasts().map(({ text }) => text)).toEqual([
      '2 changes made while the server was unreachable were sent.',
      'The server refused an edit of the playlist “Road trip” made while it was unreachable (Playlist not found). The page shows what the server holds.',
      '1 later edit of that playlist was not sent.',
    ])
  })
})
