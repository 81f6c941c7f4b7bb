import * as t from 'io-ts'
import { NumberLike, Text } from './primitives'
import { Song } from './song'

/**
 * A position the user kept in a song (getBookmarks): the song, the position in milliseconds and
 * when it was kept. A bookmark whose song is malformed is dropped, the rest kept.
 */
export const Bookmark = t.intersection([
  t.type({ entry: Song, position: NumberLike }),
  t.partial({ username: Text, comment: Text, created: Text, changed: Text }),
])
export type Bookmark = t.TypeOf<typeof Bookmark>
