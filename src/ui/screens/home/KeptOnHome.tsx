import { Box, Heading, Text } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { $reachability } from '../../../model/connectivity/reachability'
import { KeptShelf } from '../../offline/KeptShelf'

/**
 * Home while the server cannot be reached, or while the start-up check has not answered for an
 * account that keeps something: what is kept offline comes first, and plays.
 */
export function KeptOnHome() {
  const { t } = useTranslation()
  const headingId = useId()
  const unreachable = useUnit($reachability) === 'unreachable'
  return (
    <Box asChild mb="6">
      <section aria-labelledby={headingId}>
        <Heading as="h2" size="5" id={headingId} mb="2">
          {t('offlineLibrary.title')}
        </Heading>
        <Text as="p" color="gray" mb="4">
          {t(unreachable ? 'offlineLibrary.homeNote' : 'offlineLibrary.homeNoteChecking')}
        </Text>
        <KeptShelf level="h3" />
      </section>
    </Box>
  )
}
