import { getMusicFolders } from '../../api/calls/folders'
import { createResource, unwrap } from './resource'

export interface MusicFolderChoice {
  readonly id: string
  readonly name: string
}

/** The server's music folders (getMusicFolders), for the folder choice in settings and the palette. */
export const musicFolders = createResource<void, readonly MusicFolderChoice[]>({
  name: 'musicFolders',
  key: () => 'musicFolders',
  load: async ({ connection, signal }) =>
    unwrap(await getMusicFolders(connection, signal), 'Music folders').map((folder) => ({ id: folder.id, name: folder.name ?? folder.id })),
})
