import type { Song } from '../../api/codecs/song'
import type { PlaylistChange } from './playlist-calls'

/**
 * The indexes (in playlist order) of the selected rows. A playlist may hold the same song twice,
 * so a row is matched by identity first (tables pass the playlist's own song objects), then by
 * id to the first index not taken yet.
 */
export function indexesOf(playlistSongs: readonly Song[], selected: readonly Song[]): number[] {
  const taken = new Set<number>()
  for (const song of selected) {
    let index = playlistSongs.findIndex((candidate, i) => candidate === song && !taken.has(i))
    if (index < 0) index = playlistSongs.findIndex((candidate, i) => candidate.id === song.id && !taken.has(i))
    if (index >= 0) taken.add(index)
  }
  return [...taken].sort((a, b) => a - b)
}

/**
 * The list with the items at `indexes` taken out and put back, in their order, in the gap
 * `before` of the original list (0 = top, `items.length` = end): what dropping rows between two
 * others does. Indexes outside the list are ignored; `before` is clamped.
 */
export function movedTo<T>(items: readonly T[], indexes: readonly number[], before: number): T[] {
  const picked = new Set(indexes.filter((index) => Number.isInteger(index) && index >= 0 && index < items.length))
  if (picked.size === 0) return [...items]
  const gap = Math.max(0, Math.min(items.length, before))
  const moving = items.filter((_, index) => picked.has(index))
  const staying = items.filter((_, index) => !picked.has(index))
  const at = gap - [...picked].filter((index) => index < gap).length
  return [...staying.slice(0, at), ...moving, ...staying.slice(at)]
}

/**
 * The smallest updatePlaylist that turns `before` into `after`. The protocol can only remove
 * by index and append at the end, so a reorder keeps the longest common prefix untouched and
 * rewrites the rest: remove every index from the first difference on, then append the new tail.
 * Moving songs therefore touches only the songs from the first moved index or the drop gap on; moving the
 * last songs is cheap, moving the first rewrites the whole list. The order in which a server
 * applies the two lists does not matter: every removed index lies within the old length and the
 * additions are appended after it (Navidrome removes first, Supysonic appends first), and both
 * happen in one request, so no other client sees a half-written playlist. Null when nothing moved.
 */
export function reorderChange(id: string, before: readonly Song[], after: readonly Song[]): PlaylistChange | null {
  let prefix = 0
  while (prefix < before.length && prefix < after.length && before[prefix]?.id === after[prefix]?.id) prefix += 1
  if (prefix === before.length && prefix === after.length) return null
  const removed = before.slice(prefix).map((_, i) => prefix + i)
  return { id, songIndexesToRemove: removed, songIdsToAdd: after.slice(prefix).map((song) => song.id) }
}
