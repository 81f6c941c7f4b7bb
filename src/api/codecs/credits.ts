import * as t from 'io-ts'
import { listOf, NumberLike, Text } from './primitives'

/**
 * OpenSubsonic's richer credits and release data (Navidrome 0.55+). Servers without them send
 * none of these fields; each list drops a malformed item (logged) and keeps the rest.
 */

/** One artist of a song or album (`artists`, `albumArtists`): an id to link to and the name shown. */
export const ArtistRef = t.type({ id: Text, name: Text })
export type ArtistRef = t.TypeOf<typeof ArtistRef>

/** A song's contributor (`contributors`): the role ("composer", "producer"…), maybe a sub-role, and the artist. */
export const Contributor = t.intersection([t.type({ role: t.string, artist: ArtistRef }), t.partial({ subRole: t.string })])
export type Contributor = t.TypeOf<typeof Contributor>

/** `releaseDate`, `originalReleaseDate`: any part may be missing. */
export const ItemDate = t.partial({ year: NumberLike, month: NumberLike, day: NumberLike })
export type ItemDate = t.TypeOf<typeof ItemDate>

/** `explicit`, `clean` or `` (unknown); any other text is kept and read as unknown. */
export const ExplicitStatus = t.string

/**
 * A list as `listOf` reads it, but absent stays absent: songs of servers without the field (every
 * Supysonic song) carry no empty arrays, and the app can tell "not sent" from "none".
 */
function optionalListOf<C extends t.Mixed>(codec: C): t.Type<t.TypeOf<C>[] | undefined, t.OutputOf<C>[] | undefined, unknown> {
  const list = listOf(codec)
  return new t.Type<t.TypeOf<C>[] | undefined, t.OutputOf<C>[] | undefined, unknown>(
    `Optional${list.name}`,
    (u): u is t.TypeOf<C>[] | undefined => u === undefined || list.is(u),
    (u, c) => (u === undefined ? t.success(undefined) : list.validate(u, c)),
    (a) => (a === undefined ? undefined : list.encode(a)),
  )
}

export const ArtistRefs = optionalListOf(ArtistRef)
export const Contributors = optionalListOf(Contributor)
/** Free strings (`["album", "live"]`); an item that is not a text is dropped. */
export const ReleaseTypes = optionalListOf(t.string)
