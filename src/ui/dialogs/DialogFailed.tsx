import { useUnit } from 'effector-react'
import { useTexts } from '../i18n/use-texts'
import { dialogClosed } from '../../model/dialogs/dialogs'
import { FailedDialogOnDemand } from '../errors/FailedDialogOnDemand'

/** In place of a dialog (or the palette) that failed. */
export function DialogFailed({ error }: { readonly error: unknown }) {
  const { t } = useTexts()
  const close = useUnit(dialogClosed)
  return <FailedDialogOnDemand title={t('faults.dialogTitle')} error={error} onClose={close} />
}
