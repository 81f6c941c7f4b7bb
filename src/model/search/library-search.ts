import { search3 } from '../../api/calls/search'
import type { AlbumSummary } from '../library/album-summary'
import { toAlbumSummary } from '../library/album-summary'
import type { ArtistSummary } from '../library/artists-list'
import { unwrap } from '../library/resource'
import type { LoadContext } from '../library/resource'
import type { Song } from '../library/song'

export interface LibraryResults {
  readonly artists: readonly ArtistSummary[]
  readonly albums: readonly AlbumSummary[]
  readonly songs: readonly Song[]
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
