import { Box, Flex, Skeleton } from '@radix-ui/themes'
import { useTexts } from '../i18n/use-texts'

export function PageSkeleton() {
  const { t } = useTexts()
  return (
    <Box p="5" aria-busy="true" aria-label={t('app.loading')} role="status">
      <Skeleton width="12rem" height="2rem" mb="5" />
      <Flex gap="4" wrap="wrap">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} width="10rem" height="12rem" />
        ))}
      </Flex>
    </Box>
  )
}
