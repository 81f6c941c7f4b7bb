import { PAGE_COVER_SIZE, PLAYER_COVER_SIZE } from '../library/cover-sizes'
import type { KeptCover, KeptDocument, KeptItem } from './kept-document'

/**
 * The covers kept with an item (docs/offline.md): the album's or playlist's own cover in the size
 * the cards and the page header draw, and each song's cover in the size the player bar draws.
 * They are part of the item (its bytes count them, removing it drops them unless another item
 * holds them), but an item is kept once its songs are: a cover that cannot be fetched is logged
 * and left out (keep-loop.ts).
 */

export interface CoverWanted {
  readonly id: string
  readonly size: number
}

/** One name for a cover in a size, to compare them. */
export const coverName = (cover: CoverWanted): string => `${cover.size}:${cover.id}`

/** The cover an album's or playlist's page and card draw (an album's falls back to its first song's, as kept-details.ts does). */
export const itemCoverArt = (item: Pick<KeptItem, 'kind' | 'coverArt' | 'songs'>): string | undefined =>
  item.kind === 'album' ? (item.coverArt ?? item.songs[0]?.coverArt) : item.coverArt

/** Every cover `item` keeps, each once. */
export function wantedCovers(item: Pick<KeptItem, 'kind' | 'coverArt' | 'songs'>): readonly CoverWanted[] {
  const wanted = new Map<string, CoverWanted>()
  const add = (id: string | undefined, size: number) => {
    if (id) wanted.set(coverName({ id, size }), { id, size })
  }
  if (item.kind !== 'queue') add(itemCoverArt(item), PAGE_COVER_SIZE)
  for (const song of item.songs) add(song.coverArt, PLAYER_COVER_SIZE)
  return [...wanted.values()]
}

/** Covers of `item` not stored yet, in its order. */
export function missingCovers(item: KeptItem): readonly CoverWanted[] {
  const held = new Set((item.covers ?? []).map(coverName))
  return wantedCovers(item).filter((cover) => !held.has(coverName(cover)))
}

/** Bytes of the covers `item` holds. */
export const coverBytes = (item: Pick<KeptItem, 'covers'>): number => (item.covers ?? []).reduce((sum, cover) => sum + cover.bytes, 0)

type ItemId = Pick<KeptItem, 'kind' | 'id'>

/** The stored copy of `cover` another item than `except` holds (removing `except` must keep it). */
export function coverElsewhere(document: KeptDocument, cover: CoverWanted, except: ItemId): KeptCover | undefined {
  const name = coverName(cover)
  for (const item of document.items) {
    if (item.kind === except.kind && item.id === except.id) continue
    const held = item.covers?.find((one) => coverName(one) === name)
    if (held) return held
  }
  return undefined
}

/** Covers another item already holds count as held by `item` too, with their size: not fetched twice. */
export function coversHeldElsewhere(document: KeptDocument, item: KeptItem): KeptItem {
  const adopted = missingCovers(item)
    .map((cover) => coverElsewhere(document, cover, item))
    .filter((cover): cover is KeptCover => cover !== undefined)
  if (adopted.length === 0) return item
  return { ...item, covers: [...(item.covers ?? []), ...adopted], bytes: item.bytes + adopted.reduce((sum, cover) => sum + cover.bytes, 0) }
}

/**
 * `item` without the covers it no longer wants (a playlist whose songs changed), and those of
 * them no other item holds: the copies to drop from storage.
 */
export function withoutUnwantedCovers(document: KeptDocument, item: KeptItem): { readonly item: KeptItem; readonly dropped: readonly CoverWanted[] } {
  const wanted = new Set(wantedCovers(item).map(coverName))
  const unwanted = (item.covers ?? []).filter((cover) => !wanted.has(coverName(cover)))
  if (unwanted.length === 0) return { item, dropped: [] }
  const covers = (item.covers ?? []).filter((cover) => wanted.has(coverName(cover)))
  const bytes = Math.max(0, item.bytes - unwanted.reduce((sum, cover) => sum + cover.bytes, 0))
  return { item: { ...item, covers, bytes }, dropped: unwanted.filter((cover) => !coverElsewhere(document, cover, item)) }
}

/** The covers of `item` whose copies go with it: those no other item holds. */
export const coversOnlyHeldBy = (document: KeptDocument, item: KeptItem): readonly CoverWanted[] =>
  (item.covers ?? []).filter((cover) => !coverElsewhere(document, cover, item))

/** Bytes of the covers of `item` not counted yet in `counted` (which then holds them): the document's total counts each once. */
export function coverBytesOnce(item: Pick<KeptItem, 'covers'>, counted: Set<string>): number {
  let total = 0
  for (const cover of item.covers ?? []) {
    const name = `cover|${coverName(cover)}`
    if (counted.has(name)) continue
    counted.add(name)
    total += cover.bytes
  }
  return total
}
