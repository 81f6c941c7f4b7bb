import { getLyrics, getLyricsBySongId } from '../calls/lyrics'
import type { Connection } from '../core/connection'
import type { LyricsFetchers } from './find-lyrics'
import { fetchLrclib } from './lrclib'

export interface LyricsFetchersOptions {
  /** The server advertises the OpenSubsonic `songLyrics` extension (getOpenSubsonicExtensions). */
  readonly songLyrics: boolean
  /** The LRCLIB address; tests pass 127.0.0.1. */
  readonly lrclibBaseUrl?: string
  readonly signal?: AbortSignal
}

/** The real sources for findLyrics: the server's calls and LRCLIB. */
export function lyricsFetchers(connection: Connection, options: LyricsFetchersOptions): LyricsFetchers {
  const { signal } = options
  return {
    ...(options.songLyrics ? { bySongId: (songId: string) => getLyricsBySongId(connection, songId, signal) } : {}),
    server: (artist, title) => getLyrics(connection, artist, title, signal),
    external: (query) =>
      fetchLrclib(
        {
          artist: query.artist,
          title: query.title,
          ...(query.album ? { album: query.album } : {}),
          ...(query.duration !== undefined ? { duration: query.duration } : {}),
        },
        { ...(options.lrclibBaseUrl ? { baseUrl: options.lrclibBaseUrl } : {}), ...(signal ? { signal } : {}) },
      ),
  }
}
