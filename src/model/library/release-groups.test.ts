import { describe, expect, it } from 'vitest'
import type { AlbumSummary } from './album-summary'
import { releaseGroupOf, releaseGroups } from './release-groups'

const album = (id: string, extra: Partial<AlbumSummary> = {}): AlbumSummary => ({
  id,
  name: id,
  artist: 'A',
  artistId: 'a',
  coverArt: undefined,
  year: undefined,
  genre: undefined,
  songCount: 1,
  ...extra,
})

describe('release groups', () => {
  it('reads the types in any case; a secondary type (live, compilation…) wins over album, EP, single', () => {
    expect(releaseGroupOf({ releaseTypes: ['Album'] })).toBe('album')
    expect(releaseGroupOf({ releaseTypes: ['EP'] })).toBe('ep')
    expect(releaseGroupOf({ releaseTypes: ['single'] })).toBe('single')
    expect(releaseGroupOf({ releaseTypes: ['album', 'live'] })).toBe('live')
    expect(releaseGroupOf({ releaseTypes: ['album'], isCompilation: true })).toBe('compilation')
    expect(releaseGroupOf({ releaseTypes: ['audiobook'] })).toBe('other')
    expect(releaseGroupOf({})).toBe('album')
  })

  it('groups in a fixed order, albums kept in their order; an album without types counts as an Album', () => {
    const groups = releaseGroups([album('s1', { releaseTypes: ['Single'] }), album('a1'), album('e1', { releaseTypes: ['EP'] }), album('a2', { releaseTypes: ['album'] }), album('c1', { isCompilation: true })])
    expect(groups?.map((row) => [row.group, row.albums.map((a) => a.id)])).toEqual([
      ['album', ['a1', 'a2']],
      ['ep', ['e1']],
      ['single', ['s1']],
      ['compilation', ['c1']],
    ])
  })

  it('no album with release data (a server without OpenSubsonic): no groups, the page as before', () => {
    expect(releaseGroups([album('a'), album('b')])).toBeNull()
  })
})
