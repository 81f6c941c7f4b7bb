import { createEvent, sample } from 'effector'
import { navigated, ROUTES } from '../../model/navigation/navigation'
import { albumPlayRequested } from '../../model/library/play-album'
import { $commandTarget } from '../../model/targets/command-target'
import type { Command } from '../command'
import { defineCommand } from '../command'

const $targetAlbumId = $commandTarget.map((target) => (target?.kind === 'album' ? target.id : null))
const enabled = $targetAlbumId.map((id) => id !== null)


function playCommand(id: string, keybinding: string, shuffle: boolean): Command {
  const run = createEvent()
  sample({
    clock: run,
    source: $targetAlbumId,
    filter: (albumId): albumId is string => albumId !== null,
    fn: (albumId) => ({ id: albumId!, shuffle }),
    target: albumPlayRequested,
  })
  return defineCommand({ id: `library.${id}`, title: `commands.library.${id}`, category: 'library', keybinding, enabled, run })
}

/** Plays the album a card or menu targets (keyboard: focus a card, then the shortcut). */
export const playAlbum = playCommand('playAlbum', 'Shift+P', false)
export const shuffleAlbum = playCommand('shuffleAlbum', 'Shift+S', true)

const openRun = createEvent()
sample({
  clock: openRun,
  source: $targetAlbumId,
  filter: (albumId): albumId is string => albumId !== null,
  fn: (albumId) => ROUTES.album(albumId!),
  target: navigated,
})
export const openAlbum = defineCommand({ id: 'library.openAlbum', title: 'commands.library.openAlbum', category: 'library', enabled, run: openRun })
