import * as t from 'io-ts'
import { Album } from './album'
import { listOf, NumberLike, Text } from './primitives'

/** ArtistID3 (name, album count). */
export const Artist = t.intersection([
  t.type({ id: Text, name: Text }),
  t.partial({
    albumCount: NumberLike,
    coverArt: Text,
    artistImageUrl: t.string,
    starred: t.string,
    userRating: NumberLike,
    musicBrainzId: t.string,
    sortName: t.string,
  }),
])
export type Artist = t.TypeOf<typeof Artist>

/** getArtists: artists grouped by index letter (`artists.index[].artist`). */
export const ArtistIndex = t.intersection([t.type({ artist: listOf(Artist) }), t.partial({ name: Text })])
export const ArtistsIndexes = t.intersection([
  t.type({ index: listOf(ArtistIndex) }),
  t.partial({ ignoredArticles: t.string, lastModified: NumberLike }),
])

/** getArtist: the artist and its albums (`album`, [] when left out). */
export const ArtistWithAlbums = t.intersection([Artist, t.type({ album: listOf(Album) })])
export type ArtistWithAlbums = t.TypeOf<typeof ArtistWithAlbums>

/** A related artist in getArtistInfo: only id and name are sure. */
export const SimilarArtist = Artist
export type SimilarArtist = Artist

/** getArtistInfo (OpenSubsonic servers; Supysonic lacks it). biography may hold HTML: never render it as HTML. */
export const ArtistInfo = t.intersection([
  t.type({ similarArtist: listOf(SimilarArtist) }),
  t.partial({
    biography: t.string,
    musicBrainzId: t.string,
    lastFmUrl: t.string,
    smallImageUrl: t.string,
    mediumImageUrl: t.string,
    largeImageUrl: t.string,
  }),
])
export type ArtistInfo = t.TypeOf<typeof ArtistInfo>
