import { getAlbum } from '../../api/calls/album'
import { getPlaylist } from '../../api/calls/playlists'
import type { Connection } from '../../api/core/connection'
import { unwrap } from '../library/resource'
import type { Song } from '../library/song'
import type { KeptKind } from './kept-document'

export interface ItemSongs {
  readonly name: string
  readonly coverArt?: string
  readonly songs: readonly Song[]
}

/** An album's or playlist's name, cover and songs, as the server lists them now. */
export async function itemSongs(connection: Connection, kind: Exclude<KeptKind, 'queue'>, id: string): Promise<ItemSongs> {
  if (kind === 'album') {
    const album = unwrap(await getAlbum(connection, id), 'Keep album')
    return { name: album.name, ...(album.coverArt ? { coverArt: album.coverArt } : {}), songs: album.song as readonly Song[] }
  }
  const playlist = unwrap(await getPlaylist(connection, id), 'Keep playlist')
  return { name: playlist.name, ...(playlist.coverArt ? { coverArt: playlist.coverArt } : {}), songs: playlist.entry }
}
