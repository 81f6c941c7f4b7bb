import { useUnit } from 'effector-react'
import { useTranslation } from 'react-i18next'
import { dialogClosed } from '../../model/dialogs/dialogs'
import { $removingSongs, $songsToRemove, removeSongsConfirmed } from '../../model/playlists/playlist-songs'
import { ConfirmDialog } from './ConfirmDialog'

export function RemoveSongsDialog() {
  const { t } = useTranslation()
  const [request, busy, confirm, close] = useUnit([$songsToRemove, $removingSongs, removeSongsConfirmed, dialogClosed])
  if (!request) return null
  return (
    <ConfirmDialog
      title={t('playlists.removeSongs.title')}
      description={t('playlists.removeSongs.description', { count: request.indexes.length })}
      confirmLabel={t('playlists.removeSongs.confirm')}
      cancelLabel={t('playlists.removeSongs.cancel')}
      busy={busy}
      onConfirm={confirm}
      onCancel={close}
    />
  )
}
