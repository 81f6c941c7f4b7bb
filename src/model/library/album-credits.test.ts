import { describe, expect, it } from 'vitest'
import { navidromeFixture } from '../../testing/navidrome-fixtures'
import type { Song } from './song'
import { albumContributors, albumHeadline } from './album-credits'

/** The recorded Navidrome getAlbum (tests/fixtures/navidrome): album artists and contributors on its first song. */
const recorded = (navidromeFixture('getAlbum') as { 'subsonic-response': { album: { song: Song[] } } })['subsonic-response'].album
const songs = recorded.song

describe('album credits', () => {
  it('groups the songs’ contributors by role and sub-role, each artist once', () => {
    expect(albumContributors([...songs, ...songs])).toEqual([
      { role: 'role1', subRole: undefined, artists: [{ id: '1', name: 'artist1' }] },
      { role: 'role2', subRole: 'subrole4', artists: [{ id: '2', name: 'artist2' }] },
    ])
  })

  it('has none for songs without contributors (Supysonic)', () => {
    expect(albumContributors([{ id: 's', title: 'S', artist: 'A' } as Song])).toEqual([])
  })

  it('credits the album’s own artists, else its songs’ album artists, else the Subsonic artist', () => {
    const album = { artist: 'artist', artistId: 'ar', artists: [{ id: '1', name: 'artist1' }, { id: '2', name: 'artist2' }], displayArtist: 'artist1 & artist2', songs }
    expect(albumHeadline(album)).toBe(album)
    expect(albumHeadline({ artist: 'artist', artistId: 'ar', songs })).toEqual({
      artist: 'artist',
      artistId: 'ar',
      artists: [{ id: '1', name: 'album artist1' }, { id: '2', name: 'album artist2' }],
      displayArtist: 'album artist1 & album artist2',
    })
    const plain = { artist: 'Miles Quartet', artistId: 'ar-1', songs: [{ id: 's', title: 'S' } as Song] }
    expect(albumHeadline(plain)).toBe(plain)
  })
})
