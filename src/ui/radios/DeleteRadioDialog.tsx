import { useUnit } from 'effector-react'
import { useTranslation } from 'react-i18next'
import { dialogClosed } from '../../model/dialogs/dialogs'
import { $radioDeleting, $radioToDelete, deleteRadioConfirmed } from '../../model/radios/radio-delete'
import { ConfirmDialog } from '../playlists/ConfirmDialog'

export function DeleteRadioDialog() {
  const { t } = useTranslation()
  const [radio, busy, confirm, close] = useUnit([$radioToDelete, $radioDeleting, deleteRadioConfirmed, dialogClosed])
  if (!radio) return null
  return (
    <ConfirmDialog
      title={t('radios.delete.title')}
      description={t('radios.delete.description', { name: radio.name })}
      confirmLabel={t('radios.delete.confirm')}
      cancelLabel={t('radios.delete.cancel')}
      busy={busy}
      onConfirm={confirm}
      onCancel={close}
    />
  )
}
