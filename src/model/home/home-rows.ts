import type { AlbumListType } from '../../api/calls/album-list'

/** Home: four rows of albums, each loaded on its own (no imports beyond types: index.html's early Home reads these at build time). */
export const HOME_SECTIONS = [
  { id: 'recentlyPlayed', type: 'recent' },
  { id: 'mostPlayed', type: 'frequent' },
  { id: 'recentlyAdded', type: 'newest' },
  { id: 'explore', type: 'random' },
] as const satisfies readonly { id: string; type: AlbumListType }[]

export type HomeSectionId = (typeof HOME_SECTIONS)[number]['id']

/** Albums per Home row. */
export const HOME_ROW_SIZE = 16
