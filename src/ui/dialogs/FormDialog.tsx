import { Button, Dialog, Flex } from '@radix-ui/themes'
import type { ReactNode } from 'react'

interface FormDialogProps {
  readonly title: string
  readonly description: string
  readonly maxWidth: string
  readonly cancelLabel: string
  /** The submit button's text: the action, or what is happening while `saving`. */
  readonly submitLabel: string
  readonly saving: boolean
  readonly onSubmit: () => void
  readonly onClose: () => void
  /** The fields, between the description and the buttons. */
  readonly children: ReactNode
}

/** A dialog holding one form (create or edit something): title, description, fields, Cancel and submit. */
export function FormDialog({ title, description, maxWidth, cancelLabel, submitLabel, saving, onSubmit, onClose, children }: FormDialogProps) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth={maxWidth}>
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description size="2" color="gray" mb="4">
          {description}
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
                  {cancelLabel}
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={saving}>
                {submitLabel}
              </Button>
            </Flex>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  )
}
