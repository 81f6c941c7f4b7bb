import { createEvent, createStore, sample } from 'effector'
import { getAlbum } from '../../api/calls/album'
import { getArtist } from '../../api/calls/artists'
import { getAllSongs, search3 } from '../../api/calls/search'
import { listPlayed } from '../queue/queue-events'
import { serverEffect } from '../session/call-result'
import { toastShown } from '../toasts/toasts'
import { whenIdle } from '../timing/when-idle'
import { songsRatingChanged } from '../queue/queue'
import { Cancelled, reportFailure, unwrap } from './resource'
import type { Song } from './song'
import { rerate, restar, songsStarChanged } from './song-updates'
import type { SongsView } from './songs-view'
import { songsViewSearch } from './songs-view'

const viewKey = (view: SongsView) => songsViewSearch(view).toString()

/**
 * The first chunk is small so rows show at once; the rest streams in larger chunks, asked for once
 * the browser is idle and decoded a slice at a time: a library of up to 10,500 songs is whole, its total known, after 2 requests.
 */
export const FIRST_CHUNK = 500
export const NEXT_CHUNK = 10_000

export interface SongsListState {
  readonly key: string
  readonly songs: readonly Song[]
  readonly status: 'idle' | 'loading' | 'ready' | 'failed'
  /** Every song of the view has arrived. */
  readonly complete: boolean
  /** A later chunk failed: the songs shown are not all of them (Retry continues from there). */
  readonly partial: boolean
}

export const songsViewChanged = createEvent<SongsView>()
export const songsReloadRequested = createEvent()
/** After a later chunk failed: ask again for the rest, keeping the songs shown. */
export const moreSongsRetried = createEvent()

let controller: AbortController | null = null

interface Chunk {
  readonly songs: readonly Song[]
  readonly complete: boolean
}

export const loadSongsChunkFx = serverEffect(async ({ connection, serverType }, { view, offset }: { view: SongsView; offset: number }): Promise<Chunk> => {
  if (offset === 0) controller?.abort()
  if (offset === 0 || !controller) controller = new AbortController()
  const signal = controller.signal
  const size = offset === 0 ? FIRST_CHUNK : NEXT_CHUNK
  // A later chunk (thousands of songs to read and decode) waits until the first is drawn: left
  // to arrive meanwhile, its reply's decoding delayed the first rows (a cold start onto Songs).
  if (offset > 0) await whenIdle()
  try {
    if (view.query) {
      const query = { query: view.query, songCount: size, songOffset: offset, artistCount: 0, albumCount: 0 }
      const songs = unwrap(await search3(connection, serverType, query, signal), 'Song search').song
      return { songs, complete: songs.length < size }
    }
    if (view.artistId) {
      // An artist's songs: every album of the artist, in album order.
      const artist = unwrap(await getArtist(connection, view.artistId, signal), 'Artist songs')
      const albums = await Promise.all(artist.album.map(async (album) => unwrap(await getAlbum(connection, album.id, signal), 'Artist songs')))
      return { songs: albums.flatMap((album) => album.song), complete: true }
    }
    const songs = unwrap(await getAllSongs(connection, serverType, { songCount: size, songOffset: offset }, signal), 'Songs')
    return { songs, complete: songs.length < size }
  } catch (error) {
    throw signal.aborted ? new Cancelled() : error
  }
})

export const $songsList = createStore<SongsListState>({ key: '', songs: [], status: 'idle', complete: false, partial: false })
const $view = createStore<SongsView | null>(null).on(songsViewChanged, (_, view) => view)

/** A new view starts over; the same view again (coming back) keeps what is loaded unless it failed. */
const changed = sample({
  clock: songsViewChanged,
  source: $songsList,
  filter: (state, view) => state.key !== viewKey(view) || state.status === 'failed' || state.status === 'idle',
  fn: (_, view) => view,
})
const reloaded = sample({ clock: songsReloadRequested, source: $view, filter: (view): view is SongsView => view !== null })
const fresh = sample({ clock: [changed, reloaded] })

$songsList.on(fresh, (_, view) => ({ key: viewKey(view), songs: [], status: 'loading', complete: false, partial: false }))
sample({ clock: fresh, fn: (view) => ({ view, offset: 0 }), target: loadSongsChunkFx })

$songsList.on(loadSongsChunkFx.done, (state, { params, result }) => {
  if (state.key !== viewKey(params.view)) return state
  const songs = state.songs.length === 0 ? result.songs : state.songs.concat(result.songs)
  return { ...state, songs, status: result.complete ? 'ready' : 'loading', complete: result.complete }
})
sample({
  clock: loadSongsChunkFx.done,
  source: $songsList,
  filter: (state, { params }) => state.key === viewKey(params.view) && !state.complete,
  fn: (state, { params }) => ({ view: params.view, offset: state.songs.length }),
  target: loadSongsChunkFx,
})
$songsList.on(loadSongsChunkFx.fail, (state, { params, error }) => {
  if (state.key !== viewKey(params.view) || error instanceof Cancelled) return state
  // A later chunk failed: keep what is shown, and say it is not everything.
  return state.songs.length > 0 ? { ...state, status: 'ready', complete: false, partial: true } : { ...state, status: 'failed' }
})

const retried = sample({
  clock: moreSongsRetried,
  source: { state: $songsList, view: $view },
  filter: ({ state, view }) => view !== null && state.partial && state.key === viewKey(view),
  fn: ({ state, view }) => ({ view: view as SongsView, offset: state.songs.length }),
})
$songsList.on(retried, (state) => ({ ...state, status: 'loading', partial: false }))
sample({ clock: retried, target: loadSongsChunkFx })
loadSongsChunkFx.failData.watch(reportFailure)

/** Playing the whole of a partial list (from a row, or all rows selected) says only the loaded songs play. */
sample({
  clock: listPlayed,
  source: $songsList,
  filter: (list, { songs }) => list.partial && playsWholeList(list.songs, songs),
  fn: (list) => ({ tone: 'info' as const, message: 'faults.play.partial', values: { count: list.songs.length } }),
  target: toastShown,
})

function playsWholeList(list: readonly Song[], played: readonly Song[]): boolean {
  if (played === list) return true
  if (played.length !== list.length) return false
  const ids = new Set(list.map((song) => song.id))
  return played.every((song) => ids.has(song.id))
}
// Likes and ratings accepted by the server show in the list.
$songsList.on(songsStarChanged, (state, { ids, starred }) => ({ ...state, songs: restar(state.songs, new Set(ids), starred) }))
$songsList.on(songsRatingChanged, (state, { ids, rating }) => ({ ...state, songs: rerate(state.songs, new Set(ids), rating) }))
