import { getGenres } from '../../api/calls/genres'
import { createEvent, sample } from 'effector'
import { createResource, unwrap } from './resource'

export interface GenreSummary {
  readonly name: string
  readonly albumCount: number | undefined
}

/** The server's genres for the genre picker, sorted by name; loaded with the Albums page by genre. */
export const genres = createResource({
  name: 'genres',
  key: () => 'genres',
  load: async ({ connection, signal }): Promise<readonly GenreSummary[]> => {
    const list = unwrap(await getGenres(connection, signal), 'Genres')
    const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true })
    return list
      .map((genre) => ({ name: genre.value, albumCount: genre.albumCount }))
      .filter((genre) => genre.name !== '')
      .sort((a, b) => collator.compare(a.name, b.name))
  },
})

/** The genres wanted (lazy-requests.ts's genresRequested reaches it): asked unless under way or loaded already. */
export const genresWanted = createEvent()
sample({ clock: genresWanted, source: genres.$state, filter: (state) => state.status !== 'loading' && state.status !== 'ready', target: genres.requested })
