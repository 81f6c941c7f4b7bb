import { ArchiveIcon, DownloadIcon, DiscIcon, HomeIcon, ListBulletIcon, MagnifyingGlassIcon, PersonIcon, RadiobuttonIcon, StackIcon } from '@radix-ui/react-icons'
import { Box, Flex, Text } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useTexts } from '../i18n/use-texts'
import { $pages } from '../../model/layout/pages'
import { ROUTES } from '../../model/navigation/navigation'
import { SidebarLink } from './SidebarLink'
import { SidebarPlaylists } from './SidebarPlaylists'

/** Sidebar: Home, Search, then the Library pages; Radios can be hidden in settings. */
export function Sidebar() {
  const { t } = useTexts()
  const { hideRadiosSection } = useUnit($pages)
  return (
    <nav id="app-sidebar" className="app-sidebar" aria-label={t('sidebar.label')}>
      <Flex direction="column" gap="1" p="2">
        <SidebarLink commandId="pages.home" path={ROUTES.home} label={t('sidebar.home')} icon={<HomeIcon aria-hidden />} />
        <SidebarLink commandId="library.search" path={ROUTES.search} label={t('sidebar.search')} icon={<MagnifyingGlassIcon aria-hidden />} />
        <Box pt="3" pb="1" px="3" className="sidebar-section-title">
          <Text size="1" weight="bold" color="gray">
            {t('sidebar.library')}
          </Text>
        </Box>
        <SidebarLink commandId="pages.artists" path={ROUTES.artists} label={t('sidebar.artists')} icon={<PersonIcon aria-hidden />} />
        <SidebarLink commandId="pages.songs" path={ROUTES.songs} label={t('sidebar.songs')} icon={<ListBulletIcon aria-hidden />} />
        <SidebarLink commandId="pages.albums" path={ROUTES.albums} label={t('sidebar.albums')} icon={<DiscIcon aria-hidden />} />
        <SidebarLink commandId="pages.playlists" path={ROUTES.playlists} label={t('sidebar.playlists')} icon={<StackIcon aria-hidden />} />
        {!hideRadiosSection && (
          <SidebarLink commandId="pages.radios" path={ROUTES.radios} label={t('sidebar.radios')} icon={<RadiobuttonIcon aria-hidden />} />
        )}
        <SidebarLink commandId="pages.folders" path={ROUTES.folders} label={t('folders.title')} icon={<ArchiveIcon aria-hidden />} />
        <SidebarLink commandId="pages.offline" path={ROUTES.offline} label={t('offlineLibrary.title')} icon={<DownloadIcon aria-hidden />} />
        <SidebarPlaylists />
      </Flex>
    </nav>
  )
}
