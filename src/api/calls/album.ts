import * as t from 'io-ts'
import type { AlbumInfo, AlbumWithSongs } from '../codecs/album'
import { AlbumInfo as AlbumInfoCodec, AlbumWithSongs as AlbumWithSongsCodec } from '../codecs/album'
import type { Connection } from '../core/connection'
import type { Result } from './call'
import { call, signalOption } from './call'

const AlbumReply = t.type({ album: AlbumWithSongsCodec })
const AlbumInfoReply = t.type({ albumInfo: AlbumInfoCodec })

/** getAlbum: the album with its songs (`song`, [] when empty). */
export function getAlbum(connection: Connection, id: string, signal?: AbortSignal): Result<AlbumWithSongs> {
  return call(connection, 'getAlbum', AlbumReply, { id }, (r) => r.album, signalOption(signal))
}

/**
 * getAlbumInfo2: notes and links. Supysonic lacks it (error 0, HTTP 404): see
 * `isUnsupportedCall` to show nothing rather than an error.
 */
export function getAlbumInfo2(connection: Connection, id: string, signal?: AbortSignal): Result<AlbumInfo> {
  return call(connection, 'getAlbumInfo2', AlbumInfoReply, { id }, (r) => r.albumInfo, signalOption(signal))
}
