import { getGenres } from '../../api/calls/genres'
import { sample } from 'effector'
import { genresRequested } from './lazy-requests'
import { createResource, unwrap } from './resource'

export interface GenreSummary {
  readonly name: string
  readonly albumCount: number | undefined
}

/** The server's genres for the genre picker, sorted by name; loaded when the picker opens. */
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

// Asked when the genre picker opens, unless the genres are under way or loaded already.
sample({ clock: genresRequested, source: genres.$state, filter: (state) => state.status !== 'loading' && state.status !== 'ready', target: genres.requested })
