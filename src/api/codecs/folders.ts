import * as t from 'io-ts'
import { listOf, Text } from './primitives'
import { Song } from './song'

/** getMusicFolders: one library of the server (Navidrome and Supysonic send ids as numbers or texts). */
export const MusicFolder = t.intersection([t.type({ id: Text }), t.partial({ name: Text })])
export type MusicFolder = t.TypeOf<typeof MusicFolder>

/** An artist folder of getIndexes: the top folders of the music folders. */
export const IndexFolder = t.intersection([t.type({ id: Text, name: Text }), t.partial({ starred: t.string })])
export type IndexFolder = t.TypeOf<typeof IndexFolder>

/** getIndexes: folders grouped by letter (`index[].artist`), and songs lying at the top (`child`); [] when none. */
export const FolderIndexes = t.intersection([
  t.type({ index: listOf(t.intersection([t.type({ artist: listOf(IndexFolder) }), t.partial({ name: Text })])), child: listOf(Song) }),
  t.partial({ ignoredArticles: t.string }),
])
export type FolderIndexes = t.TypeOf<typeof FolderIndexes>

/**
 * getMusicDirectory: a folder with its child folders and songs (`child`, `isDir` telling which);
 * `parent` when it is not a top folder; `child` [] when empty.
 */
export const Directory = t.intersection([t.type({ id: Text, child: listOf(Song) }), t.partial({ name: Text, parent: Text })])
export type Directory = t.TypeOf<typeof Directory>
