import * as t from 'io-ts'
import { listOf, NumberLike } from './primitives'

/** OpenSubsonic getOpenSubsonicExtensions: `[{ name, versions }]`. */
export const OpenSubsonicExtension = t.type({ name: t.string, versions: listOf(NumberLike) })
export type OpenSubsonicExtension = t.TypeOf<typeof OpenSubsonicExtension>
