import { Button, Dialog, Flex } from '@radix-ui/themes'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

interface FormDialogProps {
  /**
   * Where its texts are: `<texts>.createTitle` or `.editTitle`, `.description`, `.cancel`, and on
   * the submit button `.create` or `.save`, `.saving` while it saves (`playlists.form`, `radios.form`).
   */
  readonly texts: string
  /** Creating something new, or editing what exists. */
  readonly creating: boolean
  readonly maxWidth: string
  readonly saving: boolean
  readonly onSubmit: () => void
  readonly onClose: () => void
  /** The fields, between the description and the buttons. */
  readonly children: ReactNode
}

/** A dialog holding one form (create or edit something): title, description, fields, Cancel and submit. */
export function FormDialog({ texts, creating, maxWidth, saving, onSubmit, onClose, children }: FormDialogProps) {
  const { t } = useTranslation()
  const text = (key: string) => t(`${texts}.${key}`)
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth={maxWidth}>
        <Dialog.Title>{text(creating ? 'createTitle' : 'editTitle')}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          {text('description')}
        </Dialog.Description>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            onSubmit()
          }}
        >
          <Flex direction="column" gap="4">
            {children}
            <Flex gap="3" justify="end">
              <Dialog.Close>
                <Button type="button" variant="soft" color="gray">
                  {text('cancel')}
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={saving}>
                {text(saving ? 'saving' : creating ? 'create' : 'save')}
              </Button>
            </Flex>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  )
}
