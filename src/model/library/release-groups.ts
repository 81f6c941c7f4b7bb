import type { AlbumSummary } from './album-summary'

/** The groups of an artist's page, in the order shown. */
export const RELEASE_GROUPS = ['album', 'ep', 'single', 'live', 'compilation', 'soundtrack', 'remix', 'other'] as const
export type ReleaseGroup = (typeof RELEASE_GROUPS)[number]

/** MusicBrainz's secondary types win over the primary one: a live album is Live, a compiled EP a Compilation. */
const SECONDARY: Readonly<Record<string, ReleaseGroup>> = {
  compilation: 'compilation',
  live: 'live',
  soundtrack: 'soundtrack',
  remix: 'remix',
  'dj-mix': 'remix',
}
const PRIMARY: Readonly<Record<string, ReleaseGroup>> = { album: 'album', ep: 'ep', single: 'single' }

/**
 * An album's group from OpenSubsonic's `releaseTypes` (free strings, any case) and
 * `isCompilation`; an album without release types is an Album.
 */
export function releaseGroupOf(album: Pick<AlbumSummary, 'releaseTypes' | 'isCompilation'>): ReleaseGroup {
  const types = (album.releaseTypes ?? []).map((type) => type.trim().toLowerCase())
  if (album.isCompilation) return 'compilation'
  for (const type of types) {
    const secondary = SECONDARY[type]
    if (secondary) return secondary
  }
  for (const type of types) {
    const primary = PRIMARY[type]
    if (primary) return primary
  }
  return types.length === 0 ? 'album' : 'other'
}

export interface ReleaseGroupRow {
  readonly group: ReleaseGroup
  readonly albums: readonly AlbumSummary[]
}

/**
 * The albums by group, each group in the albums' own order, groups in RELEASE_GROUPS order and
 * only those with albums. Null when no album carries a release type or the compilation flag: the
 * page then shows one row of albums, as for servers without OpenSubsonic.
 */
export function releaseGroups(albums: readonly AlbumSummary[]): ReleaseGroupRow[] | null {
  if (!albums.some((album) => (album.releaseTypes?.length ?? 0) > 0 || album.isCompilation)) return null
  const byGroup = new Map<ReleaseGroup, AlbumSummary[]>()
  for (const album of albums) {
    const group = releaseGroupOf(album)
    const list = byGroup.get(group) ?? []
    list.push(album)
    byGroup.set(group, list)
  }
  return RELEASE_GROUPS.flatMap((group) => {
    const list = byGroup.get(group)
    return list ? [{ group, albums: list }] : []
  })
}
