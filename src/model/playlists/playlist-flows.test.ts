import type { EventCallable, Scope } from 'effector'
import { allSettled } from 'effector'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Song } from '../../api/codecs/song'
import { englishText } from '../../testing/i18n'
import { fakeNavigator, forkWithShell, signIn } from '../../testing/scope'
import { settleWithFakeTimers } from '../../testing/settle'
import { recordToasts } from '../../testing/toast-log'
import { $openDialog, dialogClosed } from '../dialogs/dialogs'
import { navigatorAttached } from '../navigation/navigation'
import { commandTargetChanged } from '../targets/command-target'
import { addToPlaylistRequested, newPlaylistPicked, playlistPicked } from './add-to-playlist'
import { $canRemoveSongs, $openPlaylist, openPlaylistShown } from './open-playlist'
import type { PlaylistChange, PlaylistSummary } from './playlist-calls'
import { createPlaylistFx, deletePlaylistFx, fetchPlaylistsFx, readPlaylistSongsFx, updatePlaylistFx } from './playlist-calls'
import { deletePlaylistConfirmed, deletePlaylistRequested } from './playlist-delete'
import {
  $playlistEditor,
  $playlistForm,
  $playlistFormErrors,
  editPlaylistRequested,
  newPlaylistRequested,
  playlistFormChanged,
  playlistFormSubmitted,
} from './playlist-editor'
import { $lastMove, playlistSongsMoved, removeSongsConfirmed, removeSongsRequested } from './playlist-songs'
import { $playlists } from './playlists'

const song = (id: string, title = `Song ${id}`): Song => ({ id, title })
const toastLogs = new WeakMap<Scope, ReturnType<typeof recordToasts>>()
const ROAD: PlaylistSummary = { id: 'p1', name: 'Road trip', comment: 'Long drives', isPublic: false, songCount: 3, duration: 600 }

interface Calls {
  fetches: number
  /** Reads of a playlist's songs back after a refused write. */
  reads: string[]
  created: { form: unknown; songIds: readonly string[] }[]
  updates: PlaylistChange[]
  deleted: string[]
}

/** A signed-in scope whose playlist calls are recorded; `fail` names the calls that throw. */
async function setup(options: { fail?: ('create' | 'update' | 'delete')[]; server?: readonly PlaylistSummary[]; songs?: readonly Song[] } = {}) {
  const calls: Calls = { fetches: 0, reads: [], created: [], updates: [], deleted: [] }
  const failing = new Set(options.fail ?? [])
  const { scope } = forkWithShell({
    handlers: [
      [
        fetchPlaylistsFx,
        async () => {
          calls.fetches += 1
          return options.server ?? [ROAD]
        },
      ],
      [
        readPlaylistSongsFx,
        async (_connection: unknown, id: string) => {
          calls.reads.push(id)
          return options.songs ?? []
        },
      ],
      [
        createPlaylistFx,
        async (_connection: unknown, params: Calls['created'][number]) => {
          calls.created.push(params)
          if (failing.has('create')) throw new Error('Server error 0: boom')
        },
      ],
      [
        updatePlaylistFx,
        async (_connection: unknown, change: PlaylistChange) => {
          calls.updates.push(change)
          if (failing.has('update')) throw new Error('Server error 0: boom')
        },
      ],
      [
        deletePlaylistFx,
        async (_connection: unknown, id: string) => {
          calls.deleted.push(id)
          if (failing.has('delete')) throw new Error('Server error 70: not found')
        },
      ],
    ],
  })
  const navigator = fakeNavigator()
  await allSettled(navigatorAttached, { scope, params: navigator })
  await signIn(scope)
  toastLogs.set(scope, recordToasts(scope))
  return { scope, calls, navigator }
}

/** Runs a unit to the end, stepping the toasts' 5 s timers. */
function run<T>(scope: Scope, unit: EventCallable<T>, ...params: T extends void ? [] : [T]) {
  return settleWithFakeTimers(() => allSettled(unit, { scope, params: params[0] as T }))
}

function toasts(scope: Scope) {
  return toastLogs.get(scope)?.() ?? []
}

afterEach(() => vi.useRealTimers())

describe('creating a playlist', () => {
  it('refuses a one-character name with the name-length message and sends nothing', async () => {
    const { scope, calls } = await setup()
    await allSettled(newPlaylistRequested, { scope, params: [] })
    expect(scope.getState($openDialog)).toBe('playlistEditor')
    expect(scope.getState($playlistFormErrors)).toEqual({})
    await allSettled(playlistFormChanged, { scope, params: { name: ' a ' } })
    await allSettled(playlistFormSubmitted, { scope })
    expect(scope.getState($playlistFormErrors)).toEqual({ name: 'playlists.form.errors.nameLength' })
    expect(englishText('playlists.form.errors.nameLength')).toBe('Playlist name must be at least 2 characters.')
    expect(calls.created).toEqual([])
    await allSettled(playlistFormChanged, { scope, params: { name: 'ab' } })
    expect(scope.getState($playlistFormErrors)).toEqual({})
  })

  it('creates it with the picked songs, says so, closes and refetches', async () => {
    const { scope, calls } = await setup()
    await allSettled(newPlaylistRequested, { scope, params: [song('s1'), song('s2')] })
    await allSettled(playlistFormChanged, { scope, params: { name: '  Road trip ', comment: 'Long drives', isPublic: true } })
    await run(scope, playlistFormSubmitted)
    expect(calls.created).toEqual([{ form: { name: 'Road trip', comment: 'Long drives', isPublic: true }, songIds: ['s1', 's2'] }])
    expect(toasts(scope)).toEqual([{ tone: 'success', text: 'Playlist created.' }])
    expect(scope.getState($openDialog)).toBeNull()
    expect(scope.getState($playlistEditor)).toBeNull()
    expect(calls.fetches).toBe(1)
    expect(scope.getState($playlists)).toEqual([ROAD])
  })

  it('on failure says "Failed to create playlist!", keeps the form and shows only what the server holds', async () => {
    const { scope, calls } = await setup({ fail: ['create'], server: [] })
    await allSettled(newPlaylistRequested, { scope, params: [] })
    await allSettled(playlistFormChanged, { scope, params: { name: 'Road trip' } })
    await run(scope, playlistFormSubmitted)
    expect(toasts(scope)).toEqual([{ tone: 'error', text: 'Failed to create playlist!' }])
    expect(scope.getState($openDialog)).toBe('playlistEditor')
    expect(scope.getState($playlistForm).name).toBe('Road trip')
    expect(calls.fetches).toBe(1)
    expect(scope.getState($playlists)).toEqual([])
  })
})

describe('editing a playlist', () => {
  it('fills the form, sends name, comment and public, and refetches', async () => {
    const { scope, calls } = await setup()
    await allSettled(editPlaylistRequested, { scope, params: ROAD })
    expect(scope.getState($playlistForm)).toEqual({ name: 'Road trip', comment: 'Long drives', isPublic: false })
    await allSettled(playlistFormChanged, { scope, params: { name: 'Night drive', isPublic: true } })
    await run(scope, playlistFormSubmitted)
    expect(calls.updates).toEqual([{ id: 'p1', name: 'Night drive', comment: 'Long drives', isPublic: true }])
    expect(toasts(scope)).toEqual([{ tone: 'success', text: 'Playlist updated.' }])
    expect(scope.getState($openDialog)).toBeNull()
    expect(calls.fetches).toBe(1)
  })

  it('on failure says "Failed to update playlist!" and refetches', async () => {
    const { scope, calls } = await setup({ fail: ['update'] })
    await allSettled(editPlaylistRequested, { scope, params: ROAD })
    await run(scope, playlistFormSubmitted)
    expect(toasts(scope)).toEqual([{ tone: 'error', text: 'Failed to update playlist!' }])
    expect(scope.getState($openDialog)).toBe('playlistEditor')
    expect(calls.fetches).toBe(1)
  })
})

describe('deleting a playlist', () => {
  it('asks first, deletes, leaves its open page and refetches', async () => {
    const { scope, calls, navigator } = await setup({ server: [] })
    await allSettled(openPlaylistShown, { scope, params: { ...ROAD, songs: [] } })
    await allSettled(deletePlaylistRequested, { scope, params: { id: 'p1', name: 'Road trip' } })
    expect(scope.getState($openDialog)).toBe('playlistDelete')
    expect(calls.deleted).toEqual([])
    await run(scope, deletePlaylistConfirmed)
    expect(calls.deleted).toEqual(['p1'])
    expect(toasts(scope)).toEqual([{ tone: 'success', text: 'Playlist deleted.' }])
    expect(navigator.paths).toEqual(['/library/playlists'])
    expect(scope.getState($openDialog)).toBeNull()
    expect(calls.fetches).toBe(1)
  })

  it('on failure says "Failed to remove playlist!", stays and refetches', async () => {
    const { scope, calls, navigator } = await setup({ fail: ['delete'] })
    await allSettled(deletePlaylistRequested, { scope, params: { id: 'p1', name: 'Road trip' } })
    await run(scope, deletePlaylistConfirmed)
    expect(toasts(scope)).toEqual([{ tone: 'error', text: 'Failed to remove playlist!' }])
    expect(navigator.paths).toEqual([])
    expect(calls.fetches).toBe(1)
    expect(scope.getState($playlists)).toEqual([ROAD])
  })

  it('does nothing when cancelled', async () => {
    const { scope, calls } = await setup()
    await allSettled(deletePlaylistRequested, { scope, params: { id: 'p1', name: 'Road trip' } })
    await allSettled(dialogClosed, { scope })
    expect(calls.deleted).toEqual([])
  })
})

describe('adding songs to a playlist', () => {
  it('appends the songs to the picked playlist', async () => {
    const { scope, calls } = await setup()
    await run(scope, addToPlaylistRequested, [song('s1'), song('s2')])
    expect(scope.getState($openDialog)).toBe('addToPlaylist')
    expect(calls.fetches).toBe(1)
    await run(scope, playlistPicked, 'p1')
    expect(calls.updates).toEqual([{ id: 'p1', songIdsToAdd: ['s1', 's2'] }])
    expect(toasts(scope)).toEqual([{ tone: 'success', text: '2 songs added to the playlist.' }])
    expect(scope.getState($openDialog)).toBeNull()
  })

  it('on failure says "Failed to update playlist!" and refetches', async () => {
    const { scope, calls } = await setup({ fail: ['update'] })
    await run(scope, addToPlaylistRequested, [song('s1')])
    await run(scope, playlistPicked, 'p1')
    expect(toasts(scope)).toEqual([{ tone: 'error', text: 'Failed to update playlist!' }])
    expect(calls.fetches).toBe(2)
  })

  it('"New playlist" opens the form with the songs', async () => {
    const { scope } = await setup()
    await run(scope, addToPlaylistRequested, [song('s1')])
    await allSettled(newPlaylistPicked, { scope })
    expect(scope.getState($openDialog)).toBe('playlistEditor')
    expect(scope.getState($playlistEditor)).toEqual({ mode: 'create', songs: [song('s1')] })
  })
})

describe('removing songs from the open playlist', () => {
  const songs = [song('a'), song('b'), song('a'), song('c')]

  async function openWithSelection(fail: ('update' | 'create' | 'delete')[] = []) {
    const context = await setup({ fail, songs })
    await allSettled(openPlaylistShown, { scope: context.scope, params: { ...ROAD, songCount: 4, songs } })
    return context
  }

  it('is possible only when rows of the open playlist are the target', async () => {
    const { scope } = await openWithSelection()
    expect(scope.getState($canRemoveSongs)).toBe(false)
    await allSettled(commandTargetChanged, { scope, params: { kind: 'songs', songs: [song('zzz')] } })
    expect(scope.getState($canRemoveSongs)).toBe(false)
    await allSettled(commandTargetChanged, { scope, params: { kind: 'songs', songs: [songs[2] as Song] } })
    expect(scope.getState($canRemoveSongs)).toBe(true)
  })

  it('asks first, then removes the selected indexes (the second copy of a duplicate)', async () => {
    const { scope, calls } = await openWithSelection()
    await allSettled(commandTargetChanged, { scope, params: { kind: 'songs', songs: [songs[3] as Song, songs[2] as Song] } })
    await allSettled(removeSongsRequested, { scope })
    expect(scope.getState($openDialog)).toBe('playlistRemoveSongs')
    await run(scope, removeSongsConfirmed)
    expect(calls.updates).toEqual([{ id: 'p1', songIndexesToRemove: [2, 3] }])
    expect(toasts(scope)).toEqual([{ tone: 'success', text: '2 songs removed from the playlist.' }])
    expect(calls.fetches).toBe(1)
  })

  it('on failure says "Failed to remove the song(s)!", shows the songs again and reads them back', async () => {
    const { scope, calls } = await openWithSelection(['update'])
    await allSettled(commandTargetChanged, { scope, params: { kind: 'songs', songs: [songs[0] as Song] } })
    await allSettled(removeSongsRequested, { scope })
    await run(scope, removeSongsConfirmed)
    expect(toasts(scope)).toEqual([{ tone: 'error', text: 'Failed to remove the song(s)!' }])
    expect(scope.getState($openDialog)).toBeNull()
    expect(calls.fetches).toBe(1)
    expect(calls.reads).toEqual(['p1'])
    expect(scope.getState($openPlaylist)?.songs).toEqual(songs)
  })
})

describe('reordering the open playlist', () => {
  const songs = [song('a'), song('b'), song('c'), song('d')]

  it('shows the new order at once and rewrites only the tail from the first moved index', async () => {
    const { scope, calls } = await setup()
    await allSettled(openPlaylistShown, { scope, params: { ...ROAD, songs } })
    await run(scope, playlistSongsMoved, { indexes: [3], before: 1 })
    expect(scope.getState($openPlaylist)?.songs.map((s) => s.id)).toEqual(['a', 'd', 'b', 'c'])
    expect(calls.updates).toEqual([{ id: 'p1', songIndexesToRemove: [1, 2, 3], songIdsToAdd: ['d', 'b', 'c'] }])
    expect(toasts(scope)).toEqual([])
  })

  it('moves several rows together into the drop gap, keeping their order', async () => {
    const { scope, calls } = await setup()
    const five = [...songs, song('e')]
    await allSettled(openPlaylistShown, { scope, params: { ...ROAD, songCount: 5, songs: five } })
    // Rows b and d dropped below e (the end of the list).
    await run(scope, playlistSongsMoved, { indexes: [3, 1], before: 5 })
    expect(scope.getState($openPlaylist)?.songs.map((s) => s.id)).toEqual(['a', 'c', 'e', 'b', 'd'])
    expect(calls.updates).toEqual([{ id: 'p1', songIndexesToRemove: [1, 2, 3, 4], songIdsToAdd: ['c', 'e', 'b', 'd'] }])
    expect(scope.getState($lastMove)).toEqual({ playlistId: 'p1', position: 4 })
    // Dropping a row into its own gap changes nothing and asks nothing of the server.
    await run(scope, playlistSongsMoved, { indexes: [0], before: 1 })
    expect(calls.updates).toHaveLength(1)
    expect(toasts(scope)).toEqual([])
  })

  it('on failure says "Failed to update playlist!" and reads the order back', async () => {
    const { scope, calls } = await setup({ fail: ['update'], songs: [song('b'), song('a'), song('c'), song('d')] })
    await allSettled(openPlaylistShown, { scope, params: { ...ROAD, songs } })
    await run(scope, playlistSongsMoved, { indexes: [0], before: 2 })
    expect(toasts(scope)).toEqual([{ tone: 'error', text: 'Failed to update playlist!' }])
    expect(calls.fetches).toBe(1)
    expect(calls.reads).toEqual(['p1'])
    // The refused write had been applied after all (the read says so): the page shows it.
    expect(scope.getState($openPlaylist)?.songs.map((s) => s.id)).toEqual(['b', 'a', 'c', 'd'])
  })
})
