import { getArtists } from '../../api/calls/artists'
import { createResource, unwrap } from './resource'

export interface ArtistSummary {
  readonly id: string
  readonly name: string
  readonly albumCount: number
  readonly coverArt: string | undefined
}

/** Every artist, sorted by name (getArtists flattened). */
export const artistsList = createResource<void, readonly ArtistSummary[]>({
  name: 'artists',
  key: () => 'artists',
  load: async ({ connection, signal }): Promise<readonly ArtistSummary[]> =>
    unwrap(await getArtists(connection, signal), 'Artists').map((artist) => ({
      id: artist.id,
      name: artist.name,
      albumCount: artist.albumCount ?? 0,
      coverArt: artist.coverArt,
    })),
})
