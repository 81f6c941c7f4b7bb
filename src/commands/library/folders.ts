import { createEvent, createStore, sample } from 'effector'
import { dialogOpened } from '../../model/dialogs/dialogs'
import { palettePageOpened } from '../../model/dialogs/palette-page'
import { musicFoldersRequested } from '../../model/library/folder-requests'
import { $musicFolderId, musicFolderChosen } from '../../model/session/music-folder'
import { $isSignedIn } from '../../model/session/signed-in'
import { defineCommand } from '../command'

const listOpened = createEvent()
sample({ clock: listOpened, target: musicFoldersRequested })
sample({ clock: listOpened, fn: () => 'musicFolders' as const, target: palettePageOpened })
sample({ clock: listOpened, fn: () => 'palette' as const, target: dialogOpened })

/** "Choose music folder…": the palette's list of the server's music folders, and every folder. */
export const chooseMusicFolder = defineCommand({
  id: 'library.folders.chooseMusicFolder',
  keys: 'G M',
  enabled: $isSignedIn,
  target: listOpened,
})

/** Which folder is chosen by the one who asks (the palette's list, settings): none from context. */
const $noFolderFromContext = createStore<{ folderId: string | null } | null>(null)

/** Show only the music folder `{ folderId }` (null: every folder); the app starts afresh with it. */
export const setMusicFolder = defineCommand({
  id: 'library.folders.setMusicFolder',
  enabled: $isSignedIn,
  context: $noFolderFromContext,
  target: musicFolderChosen,
  adapt: ({ folderId }: { readonly folderId: string | null }) => folderId,
})

/** Back to every music folder, when one is chosen. */
export const showEveryMusicFolder = defineCommand({
  id: 'library.folders.showEveryMusicFolder',
  enabled: $musicFolderId.map((folder) => folder !== null),
  target: musicFolderChosen,
  adapt: () => null,
})

export const folderCommands = [chooseMusicFolder, setMusicFolder, showEveryMusicFolder] as const
