import { Box, Heading } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { Suspense } from 'react'
import { $keptFirst } from '../../../model/offline/keeps-offline'
import { useTexts } from '../../i18n/use-texts'
import { HOME_SECTIONS } from '../../../model/home/home-sections'
import { albumLinks } from '../../../model/library/album-filters'
import { HomeSection } from './HomeSection'
import { KeptOnHome } from './kept-on-home'

/**
 * Home: Recently played, Most played, Recently added, Explore. The rows start loading as the
 * navigation starts (homeOpened, src/ui/router/page-requests.ts), before this screen's code arrives.
 * While the server cannot be reached, or while the start-up check is under way for an account
 * that keeps something, the albums and playlists kept offline come first.
 */
export function HomeScreen() {
  const { t } = useTexts()
  const keptFirst = useUnit($keptFirst)
  return (
    <Box p="5">
      <Heading as="h1" size="7" mb="5">
        {t('home.title')}
      </Heading>
      {keptFirst && (
        <Suspense fallback={null}>
          <KeptOnHome.Component />
        </Suspense>
      )}
      {HOME_SECTIONS.map((section) => (
        <HomeSection key={section.id} id={section.id} title={t(`home.${section.id}`)} seeAll={albumLinks.only(section.type)} />
      ))}
    </Box>
  )
}
