import { Box, Button, Callout, Flex, Skeleton, Text } from '@radix-ui/themes'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/** The skeleton of a screen with a headline and rows, announced as loading. */
export function ScreenSkeleton({ rows = 8 }: { rows?: number }) {
  const { t } = useTranslation()
  return (
    <Box p="5" role="status" aria-busy="true" aria-label={t('app.loading')}>
      <Flex gap="5" mb="5" align="end">
        <Skeleton width="12rem" height="12rem" />
        <Flex direction="column" gap="3">
          <Skeleton width="16rem" height="2rem" />
          <Skeleton width="10rem" height="1rem" />
        </Flex>
      </Flex>
      <Flex direction="column" gap="2">
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} width="100%" height="2.25rem" />
        ))}
      </Flex>
    </Box>
  )
}

/**
 * A failed load: what failed, and a retry. High contrast: the red scale's text on its own tint
 * falls under AA in the light themes.
 */
export function LoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const { t } = useTranslation()
  return (
    <Callout.Root color="red" highContrast role="alert" m="5">
      <Callout.Text>{message}</Callout.Text>
      {onRetry && (
        <Box>
          <Button variant="soft" color="red" highContrast onClick={onRetry}>
            {t('library.retry')}
          </Button>
        </Box>
      )}
    </Callout.Root>
  )
}

/** Nothing to show, said plainly, with an optional way forward. */
export function EmptyState({ title, hint, action }: { title: string; hint?: string; action?: ReactNode }) {
  return (
    <Flex direction="column" gap="2" align="start" py="5" role="status">
      <Text size="3" weight="medium">
        {title}
      </Text>
      {hint && <Text color="gray">{hint}</Text>}
      {action}
    </Flex>
  )
}
