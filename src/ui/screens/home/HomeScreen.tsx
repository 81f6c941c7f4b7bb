import { Box, Heading } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'

export function HomeScreen() {
  const { t } = useTranslation()
  return (
    <Box p="5">
      <Heading as="h1" size="7">
        {t('home.title')}
      </Heading>
    </Box>
  )
}
