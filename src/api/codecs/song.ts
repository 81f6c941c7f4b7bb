import * as t from 'io-ts'
import { ArtistRefs, Contributors, ExplicitStatus } from './credits'
import { BooleanLike, NumberLike, Text } from './primitives'

/** ReplayGain tags (OpenSubsonic `replayGain`): any subset may be present. */
export const ReplayGain = t.partial({
  trackGain: NumberLike,
  albumGain: NumberLike,
  trackPeak: NumberLike,
  albumPeak: NumberLike,
  baseGain: NumberLike,
  fallbackGain: NumberLike,
})
export type ReplayGain = t.TypeOf<typeof ReplayGain>

const NamedItem = t.type({ name: Text })

/**
 * A song (Subsonic `Child`) as Navidrome and Supysonic send it. Only the id and title are
 * required; every song table column is an optional field. bitRate is kbit/s on Navidrome
 * and bit/s on Supysonic: use `bitRateKbps` (src/api/codecs/bit-rate.ts) to read it.
 */
export const Song = t.intersection([
  t.type({ id: Text, title: Text }),
  t.partial({
    parent: Text,
    isDir: BooleanLike,
    album: Text,
    albumId: Text,
    artist: Text,
    artistId: Text,
    albumArtist: Text,
    track: NumberLike,
    discNumber: NumberLike,
    year: NumberLike,
    genre: t.string,
    genres: t.array(NamedItem),
    coverArt: Text,
    size: NumberLike,
    contentType: t.string,
    suffix: t.string,
    transcodedContentType: t.string,
    transcodedSuffix: t.string,
    duration: NumberLike,
    bitRate: NumberLike,
    bitDepth: NumberLike,
    samplingRate: NumberLike,
    channelCount: NumberLike,
    path: t.string,
    playCount: NumberLike,
    played: t.string,
    created: t.string,
    starred: t.string,
    userRating: NumberLike,
    bpm: NumberLike,
    comment: t.string,
    type: t.string,
    mediaType: t.string,
    musicBrainzId: t.string,
    replayGain: ReplayGain,
    displayArtist: t.string,
    isVideo: BooleanLike,
    // OpenSubsonic: each artist with its id, the album's artists, every contributor by role.
    artists: ArtistRefs,
    albumArtists: ArtistRefs,
    displayAlbumArtist: t.string,
    contributors: Contributors,
    explicitStatus: ExplicitStatus,
    sortName: t.string,
  }),
])
export type Song = t.TypeOf<typeof Song>
