import type { Song } from '../../model/library/song'
import { navigated, ROUTES } from '../../model/navigation/navigation'
import { albumPlayRequested } from '../../model/library/lazy-requests'
import { $commandTarget } from '../../model/targets/command-target'
import { defineCommand } from '../command'

/** The album a card or menu targets, as the album commands' payload (one store for the three). */
const $targetAlbum = $commandTarget.map((target) => (target?.kind === 'album' ? { albumId: target.id } : null))

/** What an album command acts on; a page showing the album passes its songs too. */
export interface AlbumPayload {
  readonly albumId: string
  readonly songs?: readonly Song[]
}

/** Plays an album: `{ albumId }` from a button, or the album a card or menu targets. */
function playCommand<const Id extends `library.${string}`>(id: Id, keys: string, shuffle: boolean) {
  return defineCommand({
    id,
    keys,
    context: $targetAlbum,
    target: albumPlayRequested,
    adapt: ({ albumId, songs }: AlbumPayload) => ({ id: albumId, shuffle, ...(songs ? { songs } : {}) }),
  })
}

export const playAlbum = playCommand('library.playAlbum', 'Shift+P', false)
export const shuffleAlbum = playCommand('library.shuffleAlbum', 'Shift+S', true)

export const openAlbum = defineCommand({
  id: 'library.openAlbum',
  context: $targetAlbum,
  target: navigated,
  adapt: ({ albumId }: { readonly albumId: string }) => ROUTES.album(albumId),
})
