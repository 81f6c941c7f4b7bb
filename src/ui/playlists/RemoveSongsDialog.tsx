import { useUnit } from 'effector-react'
import { dialogClosed } from '../../model/dialogs/dialogs'
import { $removingSongs, $songsToRemove, removeSongsConfirmed } from '../../model/playlists/playlist-songs'
import { ConfirmDialog } from '../dialogs/ConfirmDialog'

export function RemoveSongsDialog() {
  const [request, busy, confirm, close] = useUnit([$songsToRemove, $removingSongs, removeSongsConfirmed, dialogClosed])
  if (!request) return null
  return (
    <ConfirmDialog texts="playlists.removeSongs" values={{ count: request.indexes.length }} busy={busy} onConfirm={confirm} onCancel={close} />
  )
}
