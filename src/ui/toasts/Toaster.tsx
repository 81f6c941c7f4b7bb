import { Cross2Icon } from '@radix-ui/react-icons'
import { Callout, Flex, IconButton } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useTranslation } from 'react-i18next'
import { $toasts, toastDismissed } from '../../model/toasts/toasts'

/** SPEC §8 toasts: errors in the destructive style; all close after 5000 ms (model/toasts). */
export function Toaster() {
  const { t } = useTranslation()
  const [toasts, dismiss] = useUnit([$toasts, toastDismissed])
  return (
    <Flex
      role="region"
      aria-label={t('toasts.region')}
      direction="column"
      gap="2"
      style={{ position: 'fixed', right: 16, bottom: 16, zIndex: 100, maxWidth: '24rem' }}
    >
      {toasts.map((toast) => (
        <Callout.Root
          key={toast.id}
          role={toast.tone === 'error' ? 'alert' : 'status'}
          color={toast.tone === 'error' ? 'red' : toast.tone === 'success' ? 'green' : 'gray'}
          variant="surface"
        >
          <Flex align="center" gap="3" justify="between">
            <Callout.Text>{toast.raw ? toast.message : t(toast.message, toast.values)}</Callout.Text>
            <IconButton size="1" variant="ghost" color="gray" aria-label={t('toasts.close')} onClick={() => dismiss(toast.id)}>
              <Cross2Icon />
            </IconButton>
          </Flex>
        </Callout.Root>
      ))}
    </Flex>
  )
}
