import * as t from 'io-ts'
import { ArtistRefs, ExplicitStatus, ItemDate, ReleaseTypes } from './credits'
import { BooleanLike, listOf, NumberLike, Text } from './primitives'
import { Song } from './song'

export { listOf } from './primitives'

const NamedItem = t.type({ name: Text })

/** AlbumID3 as Navidrome and Supysonic send it; optional fields are optional. */
export const Album = t.intersection([
  t.type({ id: Text, name: Text }),
  t.partial({
    artist: Text,
    artistId: Text,
    coverArt: Text,
    songCount: NumberLike,
    duration: NumberLike,
    playCount: NumberLike,
    year: NumberLike,
    genre: t.string,
    genres: t.array(NamedItem),
    created: t.string,
    starred: t.string,
    played: t.string,
    userRating: NumberLike,
    isCompilation: BooleanLike,
    musicBrainzId: t.string,
    // OpenSubsonic: each artist with its id, the release's types and dates, the sort name.
    artists: ArtistRefs,
    displayArtist: t.string,
    releaseTypes: ReleaseTypes,
    originalReleaseDate: ItemDate,
    releaseDate: ItemDate,
    explicitStatus: ExplicitStatus,
    sortName: t.string,
  }),
])
export type Album = t.TypeOf<typeof Album>

/** getAlbum: the album and its songs (`song`, [] when the server leaves it out). */
export const AlbumWithSongs = t.intersection([Album, t.type({ song: listOf(Song) })])
export type AlbumWithSongs = t.TypeOf<typeof AlbumWithSongs>

/** getAlbumInfo2 (OpenSubsonic servers; Supysonic lacks it): notes and links, any may be absent. */
export const AlbumInfo = t.partial({
  notes: t.string,
  musicBrainzId: t.string,
  lastFmUrl: t.string,
  smallImageUrl: t.string,
  mediumImageUrl: t.string,
  largeImageUrl: t.string,
})
export type AlbumInfo = t.TypeOf<typeof AlbumInfo>
