import { PlusIcon } from '@radix-ui/react-icons'
import { Box, Flex, IconButton, Text } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Virtuoso } from 'react-virtuoso'
import { navigated, ROUTES } from '../../model/navigation/navigation'
import type { PlaylistSummary } from '../../model/playlists/playlist-calls'
import { $playlists, $playlistsStatus, playlistsRefreshRequested } from '../../model/playlists/playlists'
import { $isSignedIn } from '../../model/session/signed-in'
import { useMatch } from 'react-router-dom'
import { useCommand } from '../commands/use-command'
import './sidebar-playlists.css'

function PlaylistLink({ playlist }: { playlist: PlaylistSummary }) {
  const go = useUnit(navigated)
  const path = ROUTES.playlist(playlist.id)
  const active = useMatch({ path, end: true }) !== null
  return (
    <a
      className="sidebar-link sidebar-playlist"
      href={path}
      aria-current={active ? 'page' : undefined}
      title={playlist.name}
      onClick={(event) => {
        event.preventDefault()
        go(path)
      }}
    >
      <span className="sidebar-label">{playlist.name}</span>
    </a>
  )
}

const playlistLink = (_: number, playlist: PlaylistSummary) => <PlaylistLink playlist={playlist} />

/** SPEC §2 sidebar: the user's playlists as links, or a hint when there are none. */
export function SidebarPlaylists() {
  const { t } = useTranslation()
  const [playlists, status, refresh, signedIn] = useUnit([$playlists, $playlistsStatus, playlistsRefreshRequested, $isSignedIn])
  const create = useCommand('playlists.new')
  // The sidebar scrolls as a whole; the list is virtualised against it.
  const [scroller] = useState(() => (typeof document === 'undefined' ? null : document.getElementById('app-sidebar')))
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
        <Virtuoso
          className="sidebar-playlist-list"
          data={playlists}
          computeItemKey={(_, playlist) => playlist.id}
          initialItemCount={Math.min(playlists.length, 40)}
          {...(scroller ? { customScrollParent: scroller } : { style: { height: '20rem' } })}
          itemContent={playlistLink}
        />
      )}
    </section>
  )
}
