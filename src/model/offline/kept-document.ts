import * as t from 'io-ts'
import { Song } from '../../api/codecs/song'
import { coverBytesOnce, coversHeldElsewhere } from './kept-covers'

/**
 * What is kept offline for one account (server key, src/api/core/media-route.ts): albums,
 * playlists and the queue, each with its songs (the metadata the screens and the queue need) and
 * the quality their copies were fetched in. An item is `kept` only once every song is stored.
 */
export const KEPT_KINDS = ['album', 'playlist', 'queue'] as const
export type KeptKind = (typeof KEPT_KINDS)[number]

/** Why an item is not kept: the quota, a body that kept arriving cut, the server unreachable or unreadable (CORS), any other failure. */
export const KEEP_FAILURES = ['quota', 'cut', 'network', 'failed'] as const
export type KeepFailure = (typeof KEEP_FAILURES)[number]

export const KEPT_STATUSES = ['queued', 'downloading', 'paused', 'kept', 'failed'] as const
export type KeptStatus = (typeof KEPT_STATUSES)[number]

const literalOf = <const Values extends readonly [string, string, ...string[]]>(values: Values) =>
  t.union(values.map((value) => t.literal(value)) as unknown as [t.LiteralC<Values[number]>, t.LiteralC<Values[number]>, ...t.LiteralC<Values[number]>[]])

export const KeptQuality = t.type({ maxBitRate: t.number, format: t.string })
export type KeptQuality = t.TypeOf<typeof KeptQuality>

/** A cover stored with an item: its id, the size it was asked in, and its bytes (kept-covers.ts). */
export const KeptCover = t.type({ id: t.string, size: t.number, bytes: t.number })
export type KeptCover = t.TypeOf<typeof KeptCover>

export const KeptItem = t.intersection([
  t.type({
    kind: literalOf(KEPT_KINDS),
    id: t.string,
    name: t.string,
    quality: KeptQuality,
    songs: t.array(Song),
    /** Ids of the songs whose copy is stored. */
    stored: t.array(t.string),
    /** Bytes stored for this item's songs and covers. */
    bytes: t.number,
    status: literalOf(KEPT_STATUSES),
  }),
  t.partial({
    coverArt: t.string,
    failure: literalOf(KEEP_FAILURES),
    /** Each stored song's size in bytes (documents kept before it was recorded have none). */
    sizes: t.record(t.string, t.number),
    /** The covers stored with it (documents kept before covers were have none). */
    covers: t.array(KeptCover),
  }),
])
export type KeptItem = t.TypeOf<typeof KeptItem>

export const KeptDocument = t.intersection([
  t.type({ items: t.array(KeptItem) }),
  /** The quality new items are kept in (the Storage page's setting); absent: the streaming quality. */
  t.partial({ quality: KeptQuality }),
])
export type KeptDocument = t.TypeOf<typeof KeptDocument>

export const EMPTY_KEPT: KeptDocument = { items: [] }

export { KEPT_DOCUMENT_VERSION, keptDocumentKey } from './kept-key'

/** The id that names an item: its kind and its album or playlist id ('queue' for the queue). */
export const itemKey = (item: Pick<KeptItem, 'kind' | 'id'>): string => `${item.kind}:${item.id}`

export function findItem(document: KeptDocument, kind: KeptKind, id: string): KeptItem | undefined {
  return document.items.find((item) => item.kind === kind && item.id === id)
}

/** The document with `item` in place of the one of the same kind and id (or added at the end). */
export function withItem(document: KeptDocument, item: KeptItem): KeptDocument {
  const index = document.items.findIndex((other) => itemKey(other) === itemKey(item))
  if (index < 0) return { ...document, items: [...document.items, item] }
  return { ...document, items: document.items.map((other, at) => (at === index ? item : other)) }
}

export function withoutItem(document: KeptDocument, kind: KeptKind, id: string): KeptDocument {
  return { ...document, items: document.items.filter((item) => !(item.kind === kind && item.id === id)) }
}

/** Songs of `item` still to fetch, in its order, each once. */
export function missingSongs(item: KeptItem): Song[] {
  const stored = new Set(item.stored)
  const seen = new Set<string>()
  return item.songs.filter((song) => {
    if (stored.has(song.id) || seen.has(song.id)) return false
    seen.add(song.id)
    return true
  })
}

/** How many distinct songs an item has. */
export const songCount = (item: KeptItem): number => new Set(item.songs.map((song) => song.id)).size

/** Whether `songId` is stored in `quality` by another item than `except` (removing `except` must keep it). */
export function storedElsewhere(document: KeptDocument, songId: string, quality: KeptQuality, except: string): boolean {
  return document.items.some(
    (item) =>
      itemKey(item) !== except &&
      item.quality.maxBitRate === quality.maxBitRate &&
      item.quality.format === quality.format &&
      item.stored.includes(songId),
  )
}

/**
 * Songs already stored by another item in the same quality count as stored for a new one (with
 * their size, when known), and so do covers another item holds.
 */
export function alreadyStored(document: KeptDocument, item: KeptItem): KeptItem {
  return coversHeldElsewhere(document, songsStoredElsewhere(document, item))
}

function songsStoredElsewhere(document: KeptDocument, item: KeptItem): KeptItem {
  const known = new Set(item.stored)
  const sizes: Record<string, number> = { ...item.sizes }
  let bytes = item.bytes
  for (const song of item.songs) {
    if (known.has(song.id) || !storedElsewhere(document, song.id, item.quality, itemKey(item))) continue
    known.add(song.id)
    const size = sizeElsewhere(document, song.id, item.quality)
    if (size !== undefined) {
      sizes[song.id] = size
      bytes += size
    }
  }
  return { ...item, stored: [...known], bytes, ...(Object.keys(sizes).length > 0 ? { sizes } : {}) }
}

const sameQuality = (one: KeptQuality, other: KeptQuality): boolean => one.maxBitRate === other.maxBitRate && one.format === other.format

/** The size another item recorded for a song stored in `quality`. */
function sizeElsewhere(document: KeptDocument, songId: string, quality: KeptQuality): number | undefined {
  for (const item of document.items) {
    const size = sameQuality(item.quality, quality) ? item.sizes?.[songId] : undefined
    if (size !== undefined) return size
  }
  return undefined
}

/**
 * Bytes stored for the whole document: each song once per quality, and each cover once, however
 * many items share them (an item without sizes counts its own bytes).
 */
export function keptBytes(document: KeptDocument): number {
  const counted = new Set<string>()
  let total = 0
  for (const item of document.items) {
    if (!item.sizes) {
      total += item.bytes
      continue
    }
    total += coverBytesOnce(item, counted)
    for (const [songId, size] of Object.entries(item.sizes)) {
      const key = `${songId}|${item.quality.maxBitRate}|${item.quality.format}`
      if (counted.has(key)) continue
      counted.add(key)
      total += size
    }
  }
  return total
}

/** Items interrupted by a reload while they were downloading wait to be resumed (paused). */
export function restored(document: KeptDocument): KeptDocument {
  return { ...document, items: document.items.map((item) => (item.status === 'downloading' || item.status === 'queued' ? { ...item, status: 'paused' } : item)) }
}
