import { useUnit } from 'effector-react'
import { dialogClosed } from '../../model/dialogs/dialogs'
import { $playlistDeleting, $playlistToDelete, deletePlaylistConfirmed } from '../../model/playlists/playlist-delete'
import { ConfirmDialog } from '../dialogs/ConfirmDialog'

export function DeletePlaylistDialog() {
  const [playlist, busy, confirm, close] = useUnit([$playlistToDelete, $playlistDeleting, deletePlaylistConfirmed, dialogClosed])
  if (!playlist) return null
  return (
    <ConfirmDialog texts="playlists.delete" values={{ name: playlist.name }} busy={busy} onConfirm={confirm} onCancel={close} />
  )
}
