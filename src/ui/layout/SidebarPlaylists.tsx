import { PlusIcon } from '@radix-ui/react-icons'
import { Box, Flex, IconButton, Text } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { lazy, Suspense, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { $playlists, $playlistsStatus, playlistsRefreshRequested } from '../../model/playlists/playlists'
import { $isSignedIn } from '../../model/session/signed-in'
import { useCommand } from '../commands/use-command'
import { PlaylistLink, SIDEBAR_FIRST_PLAYLISTS } from './SidebarPlaylistLink'
import './sidebar-playlists.css'

/** The virtualised list (react-virtuoso) is not needed for the first paint: fetched after it. */
const SidebarPlaylistList = lazy(() => import('./SidebarPlaylistList').then((m) => ({ default: m.SidebarPlaylistList })))

/** SPEC §2 sidebar: the user's playlists as links, or a hint when there are none. */
export function SidebarPlaylists() {
  const { t } = useTranslation()
  const [playlists, status, refresh, signedIn] = useUnit([$playlists, $playlistsStatus, playlistsRefreshRequested, $isSignedIn])
  const create = useCommand('playlists.new')
  useEffect(() => {
    if (signedIn) refresh()
  }, [signedIn, refresh])
  return (
    <section className="sidebar-playlists" aria-labelledby="sidebar-playlists-title">
      <Flex pt="3" pl="3" pr="2" align="center" justify="between" className="sidebar-section-title">
        <Text id="sidebar-playlists-title" size="1" weight="bold" color="gray">
          {t('sidebar.playlists')}
        </Text>
        <IconButton size="1" variant="ghost" color="gray" aria-label={create.label} onClick={create.run} disabled={!create.enabled}>
          <PlusIcon aria-hidden />
        </IconButton>
      </Flex>
      {playlists.length === 0 ? (
        <Box px="3" pt="1" className="sidebar-hint">
          <Text size="1" color="gray" role={status === 'failed' ? 'alert' : undefined}>
            {status === 'loading' || status === 'idle'
              ? t('playlists.sidebar.loading')
              : status === 'failed'
                ? t('playlists.sidebar.failed')
                : t('sidebar.noPlaylists')}
          </Text>
        </Box>
      ) : (
        <Suspense
          fallback={playlists.slice(0, SIDEBAR_FIRST_PLAYLISTS).map((playlist) => (
            <PlaylistLink key={playlist.id} playlist={playlist} />
          ))}
        >
          <SidebarPlaylistList playlists={playlists} />
        </Suspense>
      )}
    </section>
  )
}
