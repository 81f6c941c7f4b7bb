import * as t from 'io-ts'
import type { Artist, ArtistInfo, ArtistWithAlbums } from '../codecs/artist'
import {
  ArtistInfo as ArtistInfoCodec,
  ArtistsIndexes,
  ArtistWithAlbums as ArtistWithAlbumsCodec,
} from '../codecs/artist'
import type { Connection } from '../core/connection'
import type { Result } from './call'
import { call, signalOption } from './call'

const ArtistsReply = t.type({ artists: ArtistsIndexes })
const ArtistReply = t.type({ artist: ArtistWithAlbumsCodec })
const ArtistInfoReply = t.type({ artistInfo: ArtistInfoCodec })

// Made on first use: building the page's first collator loads ICU's collation data (≈ 12 ms),
// which evaluating this module (with the Albums screen's model) must not pay.
let collator: Intl.Collator | undefined

/**
 * Orders by name the way people read it: "Émilie" between "E" and "F", "2" before "10"; by the
 * OpenSubsonic sort name where the server sends one ("Beatles, The" among the B's).
 */
export function sortArtistsByName<A extends { readonly name: string; readonly sortName?: string }>(artists: readonly A[]): A[] {
  const byName = (collator ??= new Intl.Collator(undefined, { sensitivity: 'base', numeric: true }))
  const key = (artist: A) => artist.sortName || artist.name
  return [...artists].sort((a, b) => byName.compare(key(a), key(b)))
}

/** getArtists: `artists.index[].artist`, flattened and sorted by name. */
export function getArtists(connection: Connection, signal?: AbortSignal): Result<readonly Artist[]> {
  return call(
    connection,
    'getArtists',
    ArtistsReply,
    { musicFolderId: connection.musicFolderId },
    (r) => sortArtistsByName(r.artists.index.flatMap((index) => index.artist)),
    signalOption(signal),
  )
}

/** getArtist: the artist with its albums (`album`, [] when none). */
export function getArtist(connection: Connection, id: string, signal?: AbortSignal): Result<ArtistWithAlbums> {
  return call(connection, 'getArtist', ArtistReply, { id }, (r) => r.artist, signalOption(signal))
}

/**
 * getArtistInfo: biography (may hold HTML: show it as text), related artists and image
 * addresses. Supysonic lacks it (error 0, HTTP 404): see `isUnsupportedCall`.
 */
export function getArtistInfo(connection: Connection, id: string, signal?: AbortSignal): Result<ArtistInfo> {
  return call(connection, 'getArtistInfo', ArtistInfoReply, { id }, (r) => r.artistInfo, signalOption(signal))
}
