import * as t from 'io-ts'
import { NumberLike, Text } from './primitives'

/** getGenres: the genre's name is `value`. */
export const Genre = t.intersection([
  t.type({ value: Text }),
  t.partial({ songCount: NumberLike, albumCount: NumberLike }),
])
export type Genre = t.TypeOf<typeof Genre>
