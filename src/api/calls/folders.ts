import * as t from 'io-ts'
import type { Directory, FolderIndexes, MusicFolder } from '../codecs/folders'
import { Directory as DirectoryCodec, FolderIndexes as FolderIndexesCodec, MusicFolder as MusicFolderCodec } from '../codecs/folders'
import { listOf } from '../codecs/primitives'
import type { Connection } from '../core/connection'
import type { Result } from './call'
import { call, signalOption } from './call'

const MusicFoldersReply = t.type({ musicFolders: t.partial({ musicFolder: listOf(MusicFolderCodec) }) })
const IndexesReply = t.type({ indexes: FolderIndexesCodec })
const DirectoryReply = t.type({ directory: DirectoryCodec })

/** getMusicFolders: the server's libraries ([] when it sends none). */
export function getMusicFolders(connection: Connection, signal?: AbortSignal): Result<readonly MusicFolder[]> {
  return call(connection, 'getMusicFolders', MusicFoldersReply, {}, (r) => r.musicFolders.musicFolder ?? [], signalOption(signal))
}

/** getIndexes: the top folders (of the chosen music folder, when there is one) and loose songs. */
export function getIndexes(connection: Connection, signal?: AbortSignal): Result<FolderIndexes> {
  return call(connection, 'getIndexes', IndexesReply, { musicFolderId: connection.musicFolderId }, (r) => r.indexes, signalOption(signal))
}

/** getMusicDirectory: one folder's child folders and songs. */
export function getMusicDirectory(connection: Connection, id: string, signal?: AbortSignal): Result<Directory> {
  return call(connection, 'getMusicDirectory', DirectoryReply, { id }, (r) => r.directory, signalOption(signal))
}
