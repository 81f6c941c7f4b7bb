import { createStore } from 'effector'
import { getIndexes, getMusicDirectory } from '../../api/calls/folders'
import { createResource, unwrap } from './resource'
import type { Song } from './song'

/** A folder the Folders screen lists: its id and the name shown. */
export interface FolderLink {
  readonly id: string
  readonly name: string
}

/** What a folder holds: its child folders, then its songs. The top ('' id) is getIndexes' folders. */
export interface FolderView {
  readonly id: string
  readonly name: string
  readonly parent: string | undefined
  readonly folders: readonly FolderLink[]
  readonly songs: readonly Song[]
}

/** The top of the Folders screen: the music folders' artist folders (getIndexes). */
export const TOP_FOLDER = ''

/** A folder by id (getMusicDirectory), or the top (getIndexes, narrowed to the chosen music folder). */
export const folderPage = createResource({
  name: 'folder',
  key: (id: string) => id,
  load: async ({ connection, signal }, id): Promise<FolderView> => {
    if (id === TOP_FOLDER) {
      const indexes = unwrap(await getIndexes(connection, signal), 'Folders')
      const folders = indexes.index.flatMap((index) => index.artist.map((folder) => ({ id: folder.id, name: folder.name })))
      return { id, name: '', parent: undefined, folders, songs: indexes.child.filter((child) => !child.isDir) }
    }
    const directory = unwrap(await getMusicDirectory(connection, id, signal), 'Folder')
    return {
      id: directory.id,
      name: directory.name ?? '',
      parent: directory.parent,
      folders: directory.child.filter((child) => child.isDir).map((child) => ({ id: child.id, name: child.title })),
      songs: directory.child.filter((child) => !child.isDir),
    }
  },
})

/**
 * The breadcrumbs to the open folder (the top not included): the path the user walked down,
 * cut back when they go up; a folder reached any other way (an address) starts its own trail.
 */
export const $folderTrail = createStore<readonly FolderLink[]>([]).on(folderPage.$state, (trail, state) => {
  if (state.status !== 'ready') return trail
  const folder = state.data
  if (folder.id === TOP_FOLDER) return []
  const at = trail.findIndex((link) => link.id === folder.id)
  if (at >= 0) return trail.slice(0, at + 1)
  const last = trail[trail.length - 1]
  const here = { id: folder.id, name: folder.name }
  return last && last.id === folder.parent ? [...trail, here] : [here]
})
