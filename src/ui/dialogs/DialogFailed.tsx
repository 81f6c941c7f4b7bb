import { Button, Dialog, VisuallyHidden } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useTranslation } from 'react-i18next'
import { dialogClosed } from '../../model/dialogs/dialogs'
import { PartFailed } from '../errors/PartFailed'

/** Shown in place of a dialog (or the palette) that failed: say so, and let it close. */
export function DialogFailed({ error }: { readonly error: unknown }) {
  const { t } = useTranslation()
  const close = useUnit(dialogClosed)
  return (
    <Dialog.Root open onOpenChange={(open) => !open && close()}>
      <Dialog.Content maxWidth="28rem" aria-describedby={undefined}>
        <VisuallyHidden>
          <Dialog.Title>{t('faults.dialogTitle')}</Dialog.Title>
        </VisuallyHidden>
        <PartFailed error={error}>
          <Button variant="soft" color="gray" onClick={close}>
            {t('faults.close')}
          </Button>
        </PartFailed>
      </Dialog.Content>
    </Dialog.Root>
  )
}
