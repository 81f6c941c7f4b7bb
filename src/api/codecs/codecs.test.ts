import { isLeft, isRight, right } from 'fp-ts/Either'
import * as t from 'io-ts'
import { describe, expect, it, vi } from 'vitest'
import { AlbumWithSongs } from './album'
import { bitRateKbps, normaliseBitRate } from './bit-rate'
import { decodeWith } from './decode'
import { listOf, Text } from './primitives'
import { Song } from './song'

describe('listOf', () => {
  const Ids = listOf(t.type({ id: t.string }))

  it('reads an array, nothing (an empty list left out) as [], and a lone object as a one-item list', () => {
    expect(Ids.decode([{ id: 'a' }])).toEqual(t.success([{ id: 'a' }]))
    expect(Ids.decode(undefined)).toEqual(t.success([]))
    expect(Ids.decode(null)).toEqual(t.success([]))
    expect(Ids.decode({ id: 'b' })).toEqual(t.success([{ id: 'b' }]))
  })

  it('fails on what is not a list', () => {
    expect(isLeft(Ids.decode('a,b'))).toBe(true)
    expect(isLeft(Ids.decode(7))).toBe(true)
  })

  it('drops a malformed item and logs where it was, keeping the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      const result = decodeWith(t.type({ list: Ids }), { list: [{ id: 'a' }, { id: 3 }, { id: 'c' }] }, 'reply')
      expect(result).toEqual(right({ list: [{ id: 'a' }, { id: 'c' }] }))
      expect(warn).toHaveBeenCalledTimes(1)
      expect(warn.mock.calls[0]?.[0]).toContain('"list.1.id"')
    } finally {
      warn.mockRestore()
    }
  })

  it('keeps an album whose one song has year: null, without that song', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      const album = {
        id: 'al',
        name: 'Album',
        song: [
          { id: 's1', title: 'One', year: 2001 },
          { id: 's2', title: 'Two', year: null },
          { id: 's3', title: 'Three' },
        ],
      }
      const result = decodeWith(AlbumWithSongs, album, 'album')
      expect(isRight(result) && result.right.song.map((song) => song.id)).toEqual(['s1', 's3'])
      expect(warn.mock.calls[0]?.[0]).toContain('"song.1.year": expected a number, got null')
    } finally {
      warn.mockRestore()
    }
  })

  it('missing inside t.type is []', () => {
    expect(t.type({ entry: Ids }).decode({})).toEqual(t.success({ entry: [] }))
  })
})

describe('Text', () => {
  it('takes text and finite numbers as text, nothing else', () => {
    expect(Text.decode('x')).toEqual(t.success('x'))
    expect(Text.decode(42)).toEqual(t.success('42'))
    expect(isLeft(Text.decode(Number.NaN))).toBe(true)
    expect(isLeft(Text.decode(null))).toBe(true)
    expect(isLeft(Text.decode({}))).toBe(true)
  })
})

describe('bit rate units', () => {
  it('reads Supysonic bit/s and Navidrome kbit/s as kbit/s', () => {
    expect(bitRateKbps({ bitRate: 64_000 })).toBe(64)
    expect(bitRateKbps({ bitRate: 63_998 })).toBe(64)
    expect(bitRateKbps({ bitRate: 320 })).toBe(320)
    expect(bitRateKbps({ bitRate: 9216 })).toBe(9216)
    expect(bitRateKbps({ bitRate: 1_411_200 })).toBe(1411)
    expect(bitRateKbps({})).toBeUndefined()
    expect(normaliseBitRate(0)).toBeUndefined()
    expect(normaliseBitRate(-5)).toBeUndefined()
    expect(normaliseBitRate(Number.POSITIVE_INFINITY)).toBeUndefined()
  })
})

describe('Song', () => {
  it('needs only id and title; the rest is optional and loosely typed', () => {
    expect(Song.decode({ id: 1, title: 'x', track: '3', isDir: 'false', bitRate: '128' })).toEqual(
      t.success({ id: '1', title: 'x', track: 3, isDir: false, bitRate: 128 }),
    )
    expect(isRight(Song.decode({ id: 'a', title: '' }))).toBe(true)
    expect(isLeft(Song.decode({ id: 'a' }))).toBe(true)
    expect(isLeft(Song.decode({ id: 'a', title: 't', duration: 'long' }))).toBe(true)
  })
})
