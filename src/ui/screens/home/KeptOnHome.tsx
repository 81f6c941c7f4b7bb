import { Box, Heading, Text } from '@radix-ui/themes'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { KeptShelf } from '../../offline/KeptShelf'

/** Home while the server cannot be reached: what is kept offline comes first, and plays. */
export function KeptOnHome() {
  const { t } = useTranslation()
  const headingId = useId()
  return (
    <Box asChild mb="6">
      <section aria-labelledby={headingId}>
        <Heading as="h2" size="5" id={headingId} mb="2">
          {t('offlineLibrary.title')}
        </Heading>
        <Text as="p" color="gray" mb="4">
          {t('offlineLibrary.homeNote')}
        </Text>
        <KeptShelf level="h3" />
      </section>
    </Box>
  )
}
