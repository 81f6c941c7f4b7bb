import { describe, expect, it } from 'vitest'
import { getAlbum } from '../../src/api/calls/album'
import { getAlbumList } from '../../src/api/calls/album-list'
import { setRating } from '../../src/api/calls/rating'
import { failureOf, supysonicConnection, valueOf } from './supysonic'

const connection = supysonicConnection()

describe('setRating against a real Supysonic', () => {
  it('rates a song, changes and removes the rating; refuses an ID3 album and a rating over 5', async () => {
    const list = valueOf(await getAlbumList(connection, { type: 'alphabeticalByName', size: 50 }))
    const album = list.albums.find((candidate) => candidate.name === 'Analog Dreams')
    if (!album) throw new Error('no album')
    const song = valueOf(await getAlbum(connection, album.id)).song[1]
    if (!song) throw new Error('no song')
    const ratingOf = async () => valueOf(await getAlbum(connection, album.id)).song.find((item) => item.id === song.id)?.userRating

    valueOf(await setRating(connection, song.id, 4))
    expect(await ratingOf()).toBe(4)
    valueOf(await setRating(connection, song.id, 2))
    expect(await ratingOf()).toBe(2)
    valueOf(await setRating(connection, song.id, 0))
    expect(await ratingOf()).toBeUndefined()

    expect(failureOf(await setRating(connection, album.id, 3)).kind).toBe('server')
    expect(failureOf(await setRating(connection, song.id, 6 as 5)).kind).toBe('server')
  })
})
