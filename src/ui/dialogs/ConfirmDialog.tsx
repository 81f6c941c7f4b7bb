import { AlertDialog, Button, Flex } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'

interface ConfirmDialogProps {
  /** Where its texts are: `<texts>.title`, `.description` (given `values`), `.confirm`, `.cancel` (`radios.delete`…). */
  readonly texts: string
  readonly values?: Readonly<Record<string, string | number>>
  readonly busy: boolean
  readonly onConfirm: () => void
  readonly onCancel: () => void
}

/**
 * A destructive action's confirmation. It stays open while the request runs and the
 * model closes it on the outcome.
 */
export function ConfirmDialog({ texts, values, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation()
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && !busy && onCancel()}>
      <AlertDialog.Content maxWidth="26rem">
        <AlertDialog.Title>{t(`${texts}.title`)}</AlertDialog.Title>
        <AlertDialog.Description size="2">{t(`${texts}.description`, values)}</AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray" disabled={busy}>
              {t(`${texts}.cancel`)}
            </Button>
          </AlertDialog.Cancel>
          <Button color="red" loading={busy} onClick={onConfirm}>
            {t(`${texts}.confirm`)}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  )
}
