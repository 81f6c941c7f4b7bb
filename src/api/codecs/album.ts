import * as t from 'io-ts'
import { NumberLike } from './primitives'

/** AlbumID3 as Navidrome and Supysonic send it; optional fields are optional. */
export const Album = t.intersection([
  t.type({ id: t.string, name: t.string }),
  t.partial({
    artist: t.string,
    artistId: t.string,
    coverArt: t.string,
    songCount: NumberLike,
    duration: NumberLike,
    playCount: NumberLike,
    year: NumberLike,
    genre: t.string,
    created: t.string,
    starred: t.string,
  }),
])
export type Album = t.TypeOf<typeof Album>

/** Servers omit an empty list's key (`"albumList2": {}`): read as []. */
export function listOf<C extends t.Mixed>(codec: C) {
  return t.union([t.array(codec), t.undefined])
}
