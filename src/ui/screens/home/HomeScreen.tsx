import { Box, Heading } from '@radix-ui/themes'
import { useTexts } from '../../i18n/use-texts'
import { HOME_SECTIONS } from '../../../model/home/home-sections'
import { albumLinks } from '../../../model/library/album-filters'
import { HomeSection } from './HomeSection'

/**
 * Home: Recently played, Most played, Recently added, Explore. The rows start loading
 * from the route (homeOpened in src/ui/router/routes.tsx), before this screen's code arrives.
 */
export function HomeScreen() {
  const { t } = useTexts()
  return (
    <Box p="5">
      <Heading as="h1" size="7" mb="5">
        {t('home.title')}
      </Heading>
      {HOME_SECTIONS.map((section) => (
        <HomeSection key={section.id} id={section.id} title={t(`home.${section.id}`)} seeAll={albumLinks.only(section.type)} />
      ))}
    </Box>
  )
}
