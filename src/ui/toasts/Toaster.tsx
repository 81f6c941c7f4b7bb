import { Cross2Icon } from '@radix-ui/react-icons'
import { Callout, Flex, IconButton } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useTexts } from '../i18n/use-texts'
import { $toasts, toastDismissed } from '../../model/toasts/toasts'
import { PLAYER_BAR_HEIGHT_VAR } from '../layout/published-height'

/**
 * Toasts: errors in the destructive style; all close after 5000 ms (model/toasts). Screen
 * readers hear them once, through the Announcer's live regions, not from these boxes.
 */
export function Toaster() {
  const { t } = useTexts()
  const [toasts, dismiss] = useUnit([$toasts, toastDismissed])
  return (
    <Flex
      role="region"
      aria-label={t('toasts.region')}
      direction="column"
      gap="2"
      // Above the player bar (its height is published by the layout; 0 where there is none).
      style={{ position: 'fixed', right: 16, bottom: `calc(var(${PLAYER_BAR_HEIGHT_VAR}, 0px) + 16px)`, zIndex: 100, maxWidth: '24rem' }}
    >
      {toasts.map((toast) => (
        <Callout.Root
          key={toast.id}
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
