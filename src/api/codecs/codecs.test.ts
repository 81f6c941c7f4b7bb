import { isLeft, isRight } from 'fp-ts/Either'
import * as t from 'io-ts'
import { describe, expect, it } from 'vitest'
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

  it('fails on anything else, naming the failing item', () => {
    expect(isLeft(Ids.decode('a,b'))).toBe(true)
    const result = decodeWith(t.type({ list: Ids }), { list: [{ id: 'a' }, { id: 3 }] }, 'reply')
    expect(isLeft(result) && result.left.message).toContain('list.1.id')
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
