import { attach, combine, createEvent, createStore, sample } from 'effector'
import { findLyrics } from '../../api/lyrics/find-lyrics'
import { SONG_LYRICS_EXTENSION } from '../../api/calls/lyrics'
import { lyricsFetchers } from '../../api/lyrics/lyrics-fetchers'
import type { FoundLyrics } from '../../api/lyrics/lyrics-types'
import { noLyrics } from '../../api/lyrics/lyrics-types'
import { $currentSong } from '../queue/queue'
import { $connection } from '../session/server-config'
import { $serverExtensions, knownExtensions, serverExtensionsFx } from '../session/server-extensions'
import { $preferSyncedLyrics } from './audio-settings'

/** The lyrics view: loading, then the lyrics or the none-found state. */
export type LyricsState =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly songId: string; readonly preferSynced: boolean }
  | { readonly status: 'ready'; readonly songId: string; readonly preferSynced: boolean; readonly lyrics: FoundLyrics }

/** The lyrics tab is shown or hidden: lyrics are only fetched while someone looks at them. */
export const lyricsViewShown = createEvent<boolean>()
export const $lyricsVisible = createStore(false).on(lyricsViewShown, (_, shown) => shown)

const fetchLyricsFx = attach({
  source: { connection: $connection, preferSynced: $preferSyncedLyrics, extensions: $serverExtensions },
  effect: async (
    { connection, preferSynced, extensions },
    song: { id: string; artist: string; title: string; album?: string; duration?: number },
  ) => {
    if (!connection) throw new Error('No server')
    // The server's extensions are asked once per connection, the first time lyrics are wanted:
    // with `songLyrics`, getLyricsBySongId (synced lines from the server) is tried first.
    const names = knownExtensions(extensions, connection) ?? (await serverExtensionsFx(connection))?.names ?? []
    const lyrics = await findLyrics(
      lyricsFetchers(connection, { songLyrics: names.includes(SONG_LYRICS_EXTENSION) }),
      {
        songId: song.id,
        artist: song.artist,
        title: song.title,
        ...(song.album ? { album: song.album } : {}),
        ...(song.duration ? { duration: song.duration } : {}),
      },
      preferSynced,
    )
    return { songId: song.id, lyrics, preferSynced }
  },
})

export const $lyrics = createStore<LyricsState>({ status: 'idle' })

const $wanted = combine($currentSong, $lyricsVisible, $preferSyncedLyrics, (song, visible, preferSynced) =>
  visible && song ? { song, preferSynced } : null,
)

sample({
  clock: $wanted,
  source: $lyrics,
  filter: (state, wanted) =>
    wanted !== null &&
    (state.status === 'idle' || state.songId !== wanted.song.id || state.preferSynced !== wanted.preferSynced),
  fn: (_, wanted) => ({
    id: wanted!.song.id,
    artist: wanted!.song.artist ?? '',
    title: wanted!.song.title,
    ...(wanted!.song.album ? { album: wanted!.song.album } : {}),
    ...(wanted!.song.duration !== undefined ? { duration: Number(wanted!.song.duration) } : {}),
  }),
  target: fetchLyricsFx,
})
$lyrics
  .on(sample({ clock: fetchLyricsFx, source: $preferSyncedLyrics, fn: (preferSynced, song) => ({ preferSynced, songId: song.id }) }), (_, { songId, preferSynced }) => ({ status: 'loading', songId, preferSynced }))
  .on(fetchLyricsFx.doneData, (state, { songId, lyrics, preferSynced }) =>
    state.status === 'loading' && state.songId === songId ? { status: 'ready', songId, lyrics, preferSynced } : state,
  )
  .on(fetchLyricsFx.fail, (state, { params }) =>
    state.status === 'loading' && state.songId === params.id
      ? { ...state, status: 'ready', lyrics: noLyrics(params.artist, params.title) }
      : state,
  )

/** The line being sung at `seconds` (synced lyrics), or -1. */
export function currentLineIndex(lyrics: FoundLyrics, seconds: number): number {
  if (!lyrics.synced) return -1
  const ms = seconds * 1000
  let found = -1
  for (let i = 0; i < lyrics.lines.length; i++) {
    const start = lyrics.lines[i]!.start
    if (start !== null && start <= ms) found = i
    else if (start !== null && start > ms) break
  }
  return found
}
