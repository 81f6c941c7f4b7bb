import type { Song } from '../../api/codecs/song'
import type { PlaylistChange } from './playlist-calls'
import { reorderChange } from './playlist-order'

/**
 * One edit of a playlist's songs, by row: a row is the song object the page shows (a playlist may
 * hold the same song twice), so an edit means the same rows whatever order it is applied to.
 */
export type SongsEdit =
  /** Take `rows` out and put them back, in list order, just above `before` (null: at the end). */
  | { readonly kind: 'move'; readonly rows: readonly Song[]; readonly before: Song | null }
  | { readonly kind: 'remove'; readonly rows: readonly Song[] }
  /** Append `rows` (new row objects, even for songs the playlist already holds). */
  | { readonly kind: 'add'; readonly rows: readonly Song[] }

/** The move of the rows at `indexes` into the gap `before` of `list` (0 = top, length = end). */
export function moveEdit(list: readonly Song[], indexes: readonly number[], before: number): SongsEdit {
  const picked = new Set(indexes.filter((index) => Number.isInteger(index) && index >= 0 && index < list.length))
  const rows = list.filter((_, index) => picked.has(index))
  const next = list.find((_, index) => index >= before && !picked.has(index)) ?? null
  return { kind: 'move', rows, before: next }
}

/** New rows for `songs`, to be appended by an 'add' edit (a row is known by its object). */
export function addEdit(songs: readonly Song[]): SongsEdit {
  return { kind: 'add', rows: songs.map((song) => ({ ...song })) }
}

/** `list` with `edit` applied; rows it no longer holds are ignored. */
export function applyEdit(list: readonly Song[], edit: SongsEdit): Song[] {
  if (edit.kind === 'add') return [...list, ...edit.rows]
  const rows = new Set(edit.rows)
  const staying = list.filter((song) => !rows.has(song))
  if (edit.kind === 'remove') return staying
  const moving = list.filter((song) => rows.has(song))
  const at = edit.before === null ? staying.length : staying.indexOf(edit.before)
  const gap = at < 0 ? staying.length : at
  return [...staying.slice(0, gap), ...moving, ...staying.slice(gap)]
}

/**
 * The updatePlaylist that turns `before` (what the server holds) into `after`: removals alone by
 * index when `after` only lacks rows, otherwise the rewrite of the tail (see reorderChange).
 */
export function changeFor(id: string, before: readonly Song[], after: readonly Song[]): PlaylistChange | null {
  const kept = new Set(after)
  const removed = before.flatMap((song, index) => (kept.has(song) ? [] : [index]))
  const sameOrder = before.filter((song) => kept.has(song)).every((song, index) => after[index] === song)
  if (removed.length > 0 && sameOrder && after.length === before.length - removed.length) {
    return { id, songIndexesToRemove: removed }
  }
  return reorderChange(id, before, after)
}

/** `edit` naming the rows of another copy of the same list: `rows` maps each old row to its new one. */
export function rebaseEdit(edit: SongsEdit, rows: ReadonlyMap<Song, Song>): SongsEdit {
  const row = (song: Song) => rows.get(song) ?? song
  if (edit.kind === 'move') return { ...edit, rows: edit.rows.map(row), before: edit.before === null ? null : row(edit.before) }
  return { ...edit, rows: edit.rows.map(row) }
}
