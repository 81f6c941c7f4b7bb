import { Button, Dialog, VisuallyHidden } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'
import { PartFailed } from './PartFailed'

export interface FailedDialogProps {
  /** The name the dialog keeps for screen readers while it shows the failure. */
  readonly title: string
  readonly error: unknown
  readonly onClose: () => void
  /** Offered as "Try again" when the part can be rendered anew. */
  readonly retry?: () => void
}

/** Shown in place of a dialog (the palette, the big player…) that failed: say so, and let it close. */
export function FailedDialog({ title, error, onClose, retry }: FailedDialogProps) {
  const { t } = useTranslation()
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="28rem" aria-describedby={undefined}>
        <VisuallyHidden>
          <Dialog.Title>{title}</Dialog.Title>
        </VisuallyHidden>
        <PartFailed error={error} retry={retry}>
          <Button variant="soft" color="gray" onClick={onClose}>
            {t('faults.close')}
          </Button>
        </PartFailed>
      </Dialog.Content>
    </Dialog.Root>
  )
}
