import { Box, Heading, Text } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'
import { KeptShelf } from '../../offline/KeptShelf'

/**
 * "Available offline" (/library/offline): the albums and playlists kept on this device, online
 * or not. The route asks for the kept document (keptLibraryWanted).
 */
export function OfflineScreen() {
  const { t } = useTranslation()
  return (
    <Box p="5">
      <Heading as="h1" size="7" mb="2">
        {t('offlineLibrary.title')}
      </Heading>
      <Text as="p" color="gray" mb="5">
        {t('offlineLibrary.intro')}
      </Text>
      <KeptShelf level="h2" />
    </Box>
  )
}
