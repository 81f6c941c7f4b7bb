import { useUnit } from 'effector-react'
import { useTranslation } from 'react-i18next'
import { dialogClosed } from '../../model/dialogs/dialogs'
import { $playlistDeleting, $playlistToDelete, deletePlaylistConfirmed } from '../../model/playlists/playlist-delete'
import { ConfirmDialog } from './ConfirmDialog'

export function DeletePlaylistDialog() {
  const { t } = useTranslation()
  const [playlist, busy, confirm, close] = useUnit([$playlistToDelete, $playlistDeleting, deletePlaylistConfirmed, dialogClosed])
  if (!playlist) return null
  return (
    <ConfirmDialog
      title={t('playlists.delete.title')}
      description={t('playlists.delete.description', { name: playlist.name })}
      confirmLabel={t('playlists.delete.confirm')}
      cancelLabel={t('playlists.delete.cancel')}
      busy={busy}
      onConfirm={confirm}
      onCancel={close}
    />
  )
}
