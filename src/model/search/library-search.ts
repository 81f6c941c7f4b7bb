import { search3 } from '../../api/calls/search'
import type { AlbumSummary } from '../library/album-summary'
import { toAlbumSummary } from '../library/album-summary'
import type { ArtistSummary } from '../library/artists-list'
import { unwrap } from '../library/resource'
import type { LoadContext } from '../library/resource'
import type { Song } from '../library/song'
import type { PlaylistSummary } from '../playlists/playlist-list-call'

export interface LibraryResults {
  readonly artists: readonly ArtistSummary[]
  readonly albums: readonly AlbumSummary[]
  readonly songs: readonly Song[]
  /** Only in results found among what is kept offline (the server's search3 returns no playlists). */
  readonly playlists?: readonly PlaylistSummary[]
}

export const EMPTY_RESULTS: LibraryResults = { artists: [], albums: [], songs: [] }

/** search3 over artists, albums and songs, shaped for the search page and the palette. */
export async function searchLibrary(
  context: LoadContext,
  query: string,
  counts: { readonly artists: number; readonly albums: number; readonly songs: number },
): Promise<LibraryResults> {
  if (query.trim() === '') return EMPTY_RESULTS
  const result = unwrap(
    await search3(
      context.connection,
      context.serverType,
      { query: query.trim(), artistCount: counts.artists, albumCount: counts.albums, songCount: counts.songs },
      context.signal,
    ),
    'Search',
  )
  return {
    artists: result.artist.map((artist) => ({ id: artist.id, name: artist.name, albumCount: artist.albumCount ?? 0, coverArt: artist.coverArt })),
    albums: result.album.map(toAlbumSummary),
    songs: result.song,
  }
}

/**
 * The artists credited on the found albums and songs (OpenSubsonic `artists`) that the server's
 * artist results do not already hold, each once, with the title it was found on: in the palette
 * every artist of a result can be opened on its own. None on servers without the list.
 */
export function creditedArtists(results: LibraryResults): { readonly id: string; readonly name: string; readonly on: string }[] {
  const seen = new Set(results.artists.map((artist) => artist.id))
  const found: { id: string; name: string; on: string }[] = []
  const add = (artists: readonly { id: string; name: string }[] | undefined, on: string) => {
    if (!artists || artists.length < 2) return
    for (const artist of artists) {
      if (seen.has(artist.id)) continue
      seen.add(artist.id)
      found.push({ id: artist.id, name: artist.name, on })
    }
  }
  for (const album of results.albums) add(album.artists, album.name)
  for (const song of results.songs) add(song.artists, song.title)
  return found
}
