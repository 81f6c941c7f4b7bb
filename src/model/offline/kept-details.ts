import type { AlbumDetails } from '../library/album-page'
import type { AlbumSummary } from '../library/album-summary'
import type { PlaylistDetails } from '../library/playlists-list'
import type { Song } from '../library/song'
import type { PlaylistSummary } from '../playlists/playlist-list-call'
import type { LibraryResults } from '../search/library-search'
import type { KeptDocument, KeptItem } from './kept-document'
import { keptItem } from './kept-library'

/**
 * The pages' shapes built from what is kept offline: an album or playlist page, its card, and
 * search results, for when the server cannot be reached. The kept document holds the songs as
 * the server listed them when the item was kept; the rest (year, genre, artist) comes from them.
 */

const durationOf = (item: KeptItem): number => item.songs.reduce((sum, song) => sum + (song.duration ?? 0), 0)

export function keptAlbumSummary(item: KeptItem): AlbumSummary {
  const first = item.songs[0]
  return {
    id: item.id,
    name: item.name,
    artist: first?.artist ?? '',
    artistId: first?.artistId,
    coverArt: item.coverArt ?? first?.coverArt,
    year: first?.year,
    genre: first?.genre,
    songCount: item.songs.length,
  }
}

export function keptPlaylistSummary(item: KeptItem): PlaylistSummary {
  return {
    id: item.id,
    name: item.name,
    comment: '',
    isPublic: false,
    songCount: item.songs.length,
    duration: durationOf(item),
    ...(item.coverArt ? { coverArt: item.coverArt } : {}),
  }
}

/** The album page of a kept album (undefined: not kept whole). */
export function keptAlbumDetails(document: KeptDocument | null, id: string): AlbumDetails | undefined {
  const item = keptItem(document, 'album', id)
  if (!item) return undefined
  return { ...keptAlbumSummary(item), songs: item.songs, duration: durationOf(item), starred: false, playCount: undefined, created: undefined }
}

/** The playlist page of a kept playlist (undefined: not kept whole). */
export function keptPlaylistDetails(document: KeptDocument | null, id: string): PlaylistDetails | undefined {
  const item = keptItem(document, 'playlist', id)
  return item ? { ...keptPlaylistSummary(item), songs: item.songs } : undefined
}

const matches = (words: readonly string[], ...fields: readonly (string | undefined)[]): boolean => {
  const text = fields.filter(Boolean).join(' ').toLocaleLowerCase()
  return words.every((word) => text.includes(word))
}

/**
 * Kept albums and stored songs (`songs`) whose name, artist or album holds every word of
 * `query`, for a search the server cannot answer; playlists are matched by `keptPlaylistsMatching`.
 */
export function searchKept(document: KeptDocument | null, songs: readonly Song[], query: string): LibraryResults {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean)
  if (document === null || words.length === 0) return { artists: [], albums: [], songs: [] }
  return {
    artists: [],
    albums: document.items.filter((item) => item.kind === 'album' && item.status === 'kept' && matches(words, item.name, item.songs[0]?.artist)).map(keptAlbumSummary),
    songs: songs.filter((song) => matches(words, song.title, song.artist, song.album)),
  }
}

/** Kept playlists whose name holds every word of `query`. */
export function keptPlaylistsMatching(playlists: readonly KeptItem[], query: string): readonly PlaylistSummary[] {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean)
  return words.length === 0 ? [] : playlists.filter((item) => matches(words, item.name)).map(keptPlaylistSummary)
}
