import { useUnit } from 'effector-react'
import { useTranslation } from 'react-i18next'
import { dialogClosed } from '../../model/dialogs/dialogs'
import { FailedDialogOnDemand } from '../errors/FailedDialogOnDemand'

/** In place of a dialog (or the palette) that failed. */
export function DialogFailed({ error }: { readonly error: unknown }) {
  const { t } = useTranslation()
  const close = useUnit(dialogClosed)
  return <FailedDialogOnDemand title={t('faults.dialogTitle')} error={error} onClose={close} />
}
