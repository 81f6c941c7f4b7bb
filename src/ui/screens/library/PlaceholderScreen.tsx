import { Box, Heading, Text } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'

/** A page whose content arrives with a later issue; it already has its route and title. */
export function PlaceholderScreen({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation()
  return (
    <Box p="5">
      <Heading as="h1" size="7" mb="3">
        {t(titleKey)}
      </Heading>
      <Text color="gray">{t('pages.placeholder')}</Text>
    </Box>
  )
}
