import type { Scope } from 'effector'
import { allSettled } from 'effector'
import { describe, expect, it } from 'vitest'
import type { ApiFailure } from '../../api/core/failure'
import { createMemoryShell } from '../../shell/memory-shell'
import { makeSongs } from '../../testing/queue-songs'
import { forkWithShell, signIn } from '../../testing/scope'
import { persistedStoresLoadRequested } from '../persistence/persist-store'
import { listPlayed } from '../queue/queue-events'
import { progressUpdated } from './progress'
import type { ScrobbleRequest } from './scrobble'
import { $clock, sendScrobbleFx } from './scrobble'
import { $scrobbleBacklog, SCROBBLE_BACKLOG_KEY } from './scrobble-backlog'
import './player'

const PLAYED_AT = 1_700_000_000_000
const DOWN: ApiFailure = { kind: 'network', message: 'fetch failed' }

/** A server that records what it took, and is down while `down` says so. */
function fakeServer(down: () => ApiFailure | null) {
  const recorded: ScrobbleRequest[] = []
  const handler = async ({ request }: { request: ScrobbleRequest }) => {
    const failure = down()
    if (failure) throw failure
    recorded.push(request)
  }
  return { recorded, handler }
}

async function listenThrough(scope: Scope, song: ReturnType<typeof makeSongs>[number]) {
  await allSettled(listPlayed, { scope, params: { songs: [{ ...song, duration: 60 }], index: 0 } })
  for (let second = 1; second <= 30; second++) await allSettled(progressUpdated, { scope, params: second })
}

describe('scrobbles the server did not take', () => {
  it('are kept, stored, and submitted with their original time when the server answers again', async () => {
    let failure: ApiFailure | null = DOWN
    const server = fakeServer(() => failure)
    const shell = createMemoryShell()
    const { scope } = forkWithShell({ shell, values: [[$clock, () => PLAYED_AT]], handlers: [[sendScrobbleFx, server.handler]] })
    await signIn(scope)
    await listenThrough(scope, makeSongs(1)[0]!)
    expect(server.recorded).toEqual([])
    expect(scope.getState($scrobbleBacklog).items).toEqual([{ server: 'http://music.test', username: 'alice', id: 's0', time: PLAYED_AT }])
    expect(shell.data.get(SCROBBLE_BACKLOG_KEY)).toContain('"time":1700000000000')

    // The server is back: the next song's "now playing" gets through, and the kept play follows.
    failure = null
    const later = makeSongs(2)[1]!
    await allSettled($clock, { scope, params: () => PLAYED_AT + 600_000 })
    await allSettled(listPlayed, { scope, params: { songs: [later], index: 0 } })
    expect(server.recorded).toEqual([
      { id: later.id, time: PLAYED_AT + 600_000, submission: false },
      { id: 's0', time: PLAYED_AT, submission: true },
    ])
    expect(scope.getState($scrobbleBacklog).items).toEqual([])
    expect(shell.data.get(SCROBBLE_BACKLOG_KEY)).toContain('"items":[]')
  })

  it('survive a reload and are sent once the stored server is known again', async () => {
    const shell = createMemoryShell()
    const first = forkWithShell({ shell, values: [[$clock, () => PLAYED_AT]], handlers: [[sendScrobbleFx, fakeServer(() => DOWN).handler]] })
    await signIn(first.scope)
    await listenThrough(first.scope, makeSongs(1)[0]!)

    const server = fakeServer(() => null)
    const reloaded = forkWithShell({ shell, handlers: [[sendScrobbleFx, server.handler]] })
    await allSettled(persistedStoresLoadRequested, { scope: reloaded.scope })
    expect(reloaded.scope.getState($scrobbleBacklog).items).toHaveLength(1)
    await signIn(reloaded.scope)
    expect(server.recorded).toEqual([{ id: 's0', time: PLAYED_AT, submission: true }])
    expect(reloaded.scope.getState($scrobbleBacklog).items).toEqual([])
  })

  it("are not kept when the server refuses the play itself, and never sent to another user's server", async () => {
    const refused = fakeServer(() => ({ kind: 'server', code: 70, message: 'Song not found', serverVersion: '1.16.1' }))
    const { scope } = forkWithShell({ values: [[$clock, () => PLAYED_AT]], handlers: [[sendScrobbleFx, refused.handler]] })
    await signIn(scope)
    await listenThrough(scope, makeSongs(1)[0]!)
    expect(scope.getState($scrobbleBacklog).items).toEqual([])

    const other = fakeServer(() => null)
    const elsewhere = forkWithShell({
      values: [[$scrobbleBacklog, { items: [{ server: 'http://other.test', username: 'bob', id: 'x', time: PLAYED_AT }] }]],
      handlers: [[sendScrobbleFx, other.handler]],
    })
    await signIn(elsewhere.scope)
    await listenThrough(elsewhere.scope, makeSongs(1)[0]!)
    expect(other.recorded.map((request) => request.id)).toEqual(['s0', 's0'])
    expect(elsewhere.scope.getState($scrobbleBacklog).items).toHaveLength(1)
  })
})
