import * as t from 'io-ts'
import { BooleanLike, listOf, NumberLike, Text } from './primitives'

/** getLyrics (artist, title, value). value is '' when the server has none. */
export const Lyrics = t.partial({ artist: Text, title: Text, value: t.string })
export type Lyrics = t.TypeOf<typeof Lyrics>

/** A line of OpenSubsonic structured lyrics; `start` (ms) only when synced. */
export const StructuredLine = t.intersection([t.type({ value: t.string }), t.partial({ start: NumberLike })])
export type StructuredLine = t.TypeOf<typeof StructuredLine>

/** OpenSubsonic getLyricsBySongId: `lyricsList.structuredLyrics[]`. offset is in ms. */
export const StructuredLyrics = t.intersection([
  t.type({ synced: BooleanLike, line: listOf(StructuredLine) }),
  t.partial({ lang: t.string, offset: NumberLike, displayArtist: t.string, displayTitle: t.string }),
])
export type StructuredLyrics = t.TypeOf<typeof StructuredLyrics>

export { OpenSubsonicExtension } from './extension'

/** LRCLIB `/api/get` reply: either lyrics may be null. */
export const LrclibTrack = t.partial({
  id: NumberLike,
  trackName: t.string,
  artistName: t.string,
  albumName: t.string,
  duration: NumberLike,
  instrumental: BooleanLike,
  plainLyrics: t.union([t.string, t.null]),
  syncedLyrics: t.union([t.string, t.null]),
})
export type LrclibTrack = t.TypeOf<typeof LrclibTrack>
