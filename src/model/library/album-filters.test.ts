import { describe, expect, it } from 'vitest'
import { albumFilterSearch, albumLinks, DEFAULT_ALBUM_FILTER, parseAlbumFilter } from './album-filters'

const parse = (query: string) => parseAlbumFilter(new URLSearchParams(query))

describe('album filters ↔ address', () => {
  it('reads every parameter of the Albums address', () => {
    expect(parse('filter=byGenre&genre=Jazz')).toEqual({ ...DEFAULT_ALBUM_FILTER, filter: 'byGenre', genre: 'Jazz' })
    expect(parse('filter=byYear&yearFilter=newest')).toMatchObject({ filter: 'byYear', yearFilter: 'newest' })
    expect(parse('filter=artistDiscography&artistId=ar-1&artistName=Miles%20Quartet')).toMatchObject({
      filter: 'artistDiscography',
      artistId: 'ar-1',
      artistName: 'Miles Quartet',
    })
    expect(parse('filter=search&query=blue')).toMatchObject({ filter: 'search', query: 'blue' })
  })

  it('falls back to recently added (newest) and oldest-first for unknown or missing values', () => {
    expect(parse('')).toEqual(DEFAULT_ALBUM_FILTER)
    expect(parse('filter=bogus&yearFilter=sideways')).toEqual(DEFAULT_ALBUM_FILTER)
  })

  it('writes only the parameters a filter uses, and reads back the same view', () => {
    const filters = [
      { ...DEFAULT_ALBUM_FILTER, filter: 'byGenre' as const, genre: 'Electronic', query: 'stale' },
      { ...DEFAULT_ALBUM_FILTER, filter: 'byYear' as const, yearFilter: 'newest' as const },
      { ...DEFAULT_ALBUM_FILTER, filter: 'artistDiscography' as const, artistId: 'a1', artistName: 'Émilie Żółć' },
      { ...DEFAULT_ALBUM_FILTER, filter: 'search' as const, query: 'Lumière & co' },
      { ...DEFAULT_ALBUM_FILTER, filter: 'starred' as const, genre: 'Jazz' },
    ]
    expect(albumFilterSearch(filters[0]!).toString()).toBe('filter=byGenre&genre=Electronic')
    expect(albumFilterSearch(filters[4]!).toString()).toBe('filter=starred')
    for (const filter of filters) {
      const back = parseAlbumFilter(albumFilterSearch(filter))
      expect(albumFilterSearch(back).toString()).toBe(albumFilterSearch(filter).toString())
    }
  })

  it('builds the shortcut links to filtered album lists', () => {
    expect(albumLinks.byGenre('Jazz')).toBe('/library/albums?filter=byGenre&genre=Jazz')
    expect(albumLinks.discography('a1', 'Miles Quartet')).toBe('/library/albums?filter=artistDiscography&artistId=a1&artistName=Miles+Quartet')
    expect(albumLinks.search('blue')).toBe('/library/albums?filter=search&query=blue')
    expect(albumLinks.only('recent')).toBe('/library/albums?filter=recent')
  })
})
