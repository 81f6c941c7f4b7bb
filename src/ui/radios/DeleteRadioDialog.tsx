import { useUnit } from 'effector-react'
import { dialogClosed } from '../../model/dialogs/dialogs'
import { $radioDeleting, $radioToDelete, deleteRadioConfirmed } from '../../model/radios/radio-delete'
import { ConfirmDialog } from '../dialogs/ConfirmDialog'

export function DeleteRadioDialog() {
  const [radio, busy, confirm, close] = useUnit([$radioToDelete, $radioDeleting, deleteRadioConfirmed, dialogClosed])
  if (!radio) return null
  return (
    <ConfirmDialog texts="radios.delete" values={{ name: radio.name }} busy={busy} onConfirm={confirm} onCancel={close} />
  )
}
