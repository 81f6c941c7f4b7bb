import { createEvent, sample } from 'effector'
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

/**
 * The Artists screen opened: the list is asked for unless it is under way or answered (the route
 * asked with the navigation; on a cold start its answer often comes before the screen's code).
 * A failed answer is asked again.
 */
export const artistsListOpened = createEvent()
sample({
  clock: artistsListOpened,
  source: artistsList.$state,
  filter: (state) => state.status !== 'loading' && state.status !== 'ready',
  target: artistsList.requested,
})
