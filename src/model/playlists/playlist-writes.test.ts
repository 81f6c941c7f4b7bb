import type { Scope } from 'effector'
import { allSettled, createWatch, scopeBind } from 'effector'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Song } from '../../api/codecs/song'
import { forkWithShell, signIn } from '../../testing/scope'
import type { PlaylistDetails } from '../library/playlists-list'
import { playlistPage } from '../library/playlists-list'
import { commandTargetChanged } from '../targets/command-target'
import { addToPlaylistRequested, playlistPicked } from './add-to-playlist'
import { $openPlaylist, openPlaylistShown } from './open-playlist'
import type { PlaylistChange } from './playlist-calls'
import { fetchPlaylistsFx, readPlaylistSongsFx, updatePlaylistFx } from './playlist-calls'
import { playlistSongsMoved, removeSongsConfirmed, removeSongsRequested } from './playlist-songs'
import { $songWrites } from './playlist-writes'

const song = (id: string): Song => ({ id, title: id })

/**
 * updatePlaylist as Supysonic does it (supysonic/api/playlists.py): append every songIdToAdd,
 * then drop the songIndexToRemove positions of that list, ignoring those out of range.
 */
function supysonicUpdate(tracks: readonly string[], change: PlaylistChange): string[] {
  const appended = [...tracks, ...(change.songIdsToAdd ?? [])]
  const removed = new Set(change.songIndexesToRemove ?? [])
  return appended.filter((_, index) => !removed.has(index))
}

interface FakeServer {
  tracks: string[]
  readonly calls: PlaylistChange[]
}

type Answer = (call: number) => Promise<'ok' | 'fail'>

/**
 * A signed-in scope with the page of playlist p1 open, against a fake Supysonic. `answer` decides,
 * per updatePlaylist call, when it is answered and whether it fails (a failed call changes
 * nothing); `read` decides when a read of the playlist (the page's, or the model's own) is answered:
 * the server reads its songs when the request arrives, the answer may come later. The page reports
 * what it shows as the open playlist, as the screen does.
 */
async function openPlaylist(ids: readonly string[], answer: Answer, { applyOnArrival = false, read = (_read: number): Promise<unknown> => Promise.resolve() } = {}) {
  const server: FakeServer = { tracks: [...ids], calls: [] }
  let reads = 0
  // The server's answer: a new object per row, as a fetched list has.
  const reply = async (): Promise<Song[]> => {
    const held = [...server.tracks]
    reads += 1
    // The page's first read, as it opens, is answered at once.
    if (reads > 1) await read(reads)
    return held.map(song)
  }
  const details = (songs: readonly Song[]): PlaylistDetails => ({ id: 'p1', name: 'Mix', comment: '', isPublic: false, songCount: songs.length, duration: 0, songs })
  const { scope } = forkWithShell({
    handlers: [
      [fetchPlaylistsFx, async () => []],
      [playlistPage.loadFx, async (_server: unknown, id: string) => ({ key: id, data: details(await reply()) })],
      [readPlaylistSongsFx, async () => reply()],
      [
        updatePlaylistFx,
        async (_connection: unknown, change: PlaylistChange) => {
          server.calls.push(change)
          // applyOnArrival: the server applies the call at once, its answer is what is slow.
          if (applyOnArrival) server.tracks = supysonicUpdate(server.tracks, change)
          if ((await answer(server.calls.length)) === 'fail') throw new Error('HTTP 500: fault injected')
          if (!applyOnArrival) server.tracks = supysonicUpdate(server.tracks, change)
        },
      ],
    ],
  })
  await signIn(scope)
  // The screen: what the page shows is the playlist the commands act on.
  const report = scopeBind(openPlaylistShown, { scope })
  createWatch({
    unit: playlistPage.$state,
    scope,
    fn: (state) => {
      if (state.status === 'ready' && state.key === 'p1') report({ ...state.data })
    },
  })
  await allSettled(playlistPage.requested, { scope, params: 'p1' })
  return { scope, server }
}

/** The songs the page shows (the open playlist the commands act on is the same list). */
const shownIds = (scope: Scope) => {
  const state = scope.getState(playlistPage.$state)
  const page = state.status === 'ready' ? state.data.songs.map((entry) => entry.id) : ['(not ready)']
  expect(scope.getState($openPlaylist)?.songs.map((entry) => entry.id)).toEqual(page)
  return page
}

/** A move or a removal of the rows at these indexes of what the screen shows at that moment. */
function edit(scope: Scope, step: { readonly kind: 'move' | 'remove'; readonly rows: readonly number[]; readonly gap: number }): void {
  const shown = scope.getState($openPlaylist)?.songs ?? []
  if (shown.length === 0) return
  const indexes = [...new Set(step.rows.map((row) => row % shown.length))]
  if (step.kind === 'move') {
    scopeBind(playlistSongsMoved, { scope })({ indexes, before: step.gap % (shown.length + 1) })
    return
  }
  scopeBind(commandTargetChanged, { scope })({ kind: 'songs', songs: indexes.map((index) => shown[index] as Song) })
  scopeBind(removeSongsRequested, { scope })()
  scopeBind(removeSongsConfirmed, { scope })()
}

/** Waits until no edit of the playlist is on its way to the server any more. */
async function writesDone(scope: Scope): Promise<void> {
  for (let turn = 0; turn < 1000 && Object.keys(scope.getState($songWrites)).length > 0; turn += 1) {
    await new Promise((resolve) => setTimeout(resolve, 0))
  }
  expect(scope.getState($songWrites)).toEqual({})
}

const count = (ids: readonly string[]) => ids.reduce((counts, id) => counts.set(id, (counts.get(id) ?? 0) + 1), new Map<string, number>())

describe('playlist edits reach the server exactly, or visibly not at all', () => {
  it('two quick moves where the first fails: the server holds what the screen shows, no song lost or doubled', async () => {
    let release: (outcome: 'ok' | 'fail') => void = () => undefined
    const { scope, server } = await openPlaylist(['a', 'b', 'c', 'd', 'X', 'f', 'g'], (call) =>
      call === 1 ? new Promise((resolve) => (release = resolve)) : Promise.resolve('ok'),
    )
    edit(scope, { kind: 'move', rows: [3], gap: 0 }) // d to the top: dabcXfg (will fail)
    edit(scope, { kind: 'move', rows: [6], gap: 5 }) // then g above f
    expect(shownIds(scope)).toEqual(['d', 'a', 'b', 'c', 'X', 'g', 'f'])
    release('fail')
    await writesDone(scope)
    expect(server.tracks).toEqual(['a', 'b', 'c', 'd', 'X', 'f', 'g'])
    expect(shownIds(scope)).toEqual(server.tracks)
  })

  it('a refused write followed at once by an accepted one, the page reading in between: the page ends with the order the server holds', async () => {
    let release: (outcome: 'ok' | 'fail') => void = () => undefined
    let answerRead: () => void = () => undefined
    const { scope, server } = await openPlaylist(['a', 'b', 'c', 'd'], (call) => (call === 1 ? new Promise((resolve) => (release = resolve)) : Promise.resolve('ok')), {
      read: () => new Promise<void>((resolve) => (answerRead = resolve)),
    })
    edit(scope, { kind: 'move', rows: [0], gap: 2 }) // a down: bacd (will be refused)
    expect(shownIds(scope)).toEqual(['b', 'a', 'c', 'd'])
    release('fail')
    await new Promise((resolve) => setTimeout(resolve, 0))
    // At once the same key again: a down, from the order the server confirmed.
    edit(scope, { kind: 'move', rows: [0], gap: 2 })
    await new Promise((resolve) => setTimeout(resolve, 0))
    answerRead()
    await writesDone(scope)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(shownIds(scope)).toEqual(server.tracks)
  })

  it('a removal while a move is on its way removes the rows picked, at their new places', async () => {
    let release: (outcome: 'ok' | 'fail') => void = () => undefined
    const { scope, server } = await openPlaylist(['a', 'b', 'c', 'd'], (call) =>
      call === 1 ? new Promise((resolve) => (release = resolve)) : Promise.resolve('ok'),
    )
    edit(scope, { kind: 'move', rows: [3], gap: 0 }) // d to the top: dabc
    edit(scope, { kind: 'remove', rows: [1], gap: 0 }) // remove a (second on screen): dbc
    expect(shownIds(scope)).toEqual(['d', 'b', 'c'])
    release('ok')
    await writesDone(scope)
    expect(server.tracks).toEqual(['d', 'b', 'c'])
    expect(shownIds(scope)).toEqual(['d', 'b', 'c'])
  })

  it('songs added while a move is on its way land at the end of the moved order', async () => {
    let release: (outcome: 'ok' | 'fail') => void = () => undefined
    const { scope, server } = await openPlaylist(['a', 'b', 'c', 'd'], (call) =>
      call === 1 ? new Promise((resolve) => (release = resolve)) : Promise.resolve('ok'),
    )
    edit(scope, { kind: 'move', rows: [3], gap: 0 }) // d to the top: dabc
    scopeBind(addToPlaylistRequested, { scope })([song('n'), song('m')])
    scopeBind(playlistPicked, { scope })('p1')
    release('ok')
    await writesDone(scope)
    expect(server.tracks).toEqual(['d', 'a', 'b', 'c', 'n', 'm'])
  })

  it('a move made while the answer to added songs is on its way keeps them at the end', async () => {
    let release: (outcome: 'ok' | 'fail') => void = () => undefined
    const { scope, server } = await openPlaylist(
      ['a', 'b', 'c'],
      (call) => (call === 1 ? new Promise((resolve) => (release = resolve)) : Promise.resolve('ok')),
      { applyOnArrival: true },
    )
    scopeBind(addToPlaylistRequested, { scope })([song('n')])
    scopeBind(playlistPicked, { scope })('p1')
    expect(shownIds(scope)).toEqual(['a', 'b', 'c', 'n'])
    edit(scope, { kind: 'move', rows: [2], gap: 0 }) // c to the top: cabn
    release('ok')
    await writesDone(scope)
    expect(server.tracks).toEqual(['c', 'a', 'b', 'n'])
    expect(shownIds(scope)).toEqual(server.tracks)
  })

  it('two rows of the same song swapped during a write, then another move: the server ends with the shown order (found by the property below)', async () => {
    let release: (outcome: 'ok' | 'fail') => void = () => undefined
    const { scope, server } = await openPlaylist(['a', 'b', 'b', 'a', 'x'], (call) =>
      call === 1 ? new Promise((resolve) => (release = resolve)) : Promise.resolve('ok'),
    )
    edit(scope, { kind: 'remove', rows: [4], gap: 0 }) // x out: abba, on its way
    edit(scope, { kind: 'move', rows: [1], gap: 3 }) // the first b below the second: still abba for the server
    edit(scope, { kind: 'move', rows: [3], gap: 1 }) // the last a up to second place
    expect(shownIds(scope)).toEqual(['a', 'a', 'b', 'b'])
    release('ok')
    await writesDone(scope)
    expect(server.tracks).toEqual(['a', 'a', 'b', 'b'])
    expect(shownIds(scope)).toEqual(server.tracks)
  })

  it('any edits, answered in any order with any failures: the server ends with the shown order, never a lost or doubled song', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), { minLength: 1, maxLength: 8 }),
        fc.array(fc.record({ kind: fc.constantFrom('move' as const, 'remove' as const), rows: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }), gap: fc.nat() }), {
          minLength: 1,
          maxLength: 6,
        }),
        fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
        fc.scheduler(),
        async (ids, steps, failures, scheduler) => {
          const { scope, server } = await openPlaylist(
            ids,
            (call) => scheduler.schedule(Promise.resolve(failures[(call - 1) % failures.length] ? ('fail' as const) : ('ok' as const)), `answer ${call}`),
            { read: (read) => scheduler.schedule(Promise.resolve(), `read ${read}`) },
          )
          scheduler.scheduleSequence(steps.map((step) => ({ label: `${step.kind} ${step.rows} ${step.gap}`, builder: async () => edit(scope, step) })))
          await scheduler.waitAll()
          const busy = () => Object.keys(scope.getState($songWrites)).length > 0 || scope.getState(playlistPage.$state).status === 'loading'
          for (let turn = 0; turn < 50 && busy(); turn += 1) await scheduler.waitAll()
          await writesDone(scope)
          expect(shownIds(scope)).toEqual(server.tracks)
          const before = count(ids)
          for (const [id, times] of count(server.tracks)) expect(times).toBeLessThanOrEqual(before.get(id) ?? 0)
        },
      ),
      { numRuns: 150 },
    )
  })
})
