import { PlusIcon } from '@radix-ui/react-icons'
import { Box, Flex, IconButton, Text } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import { useEffect, useState } from 'react'
import { useTexts } from '../i18n/use-texts'
import { $reachability } from '../../model/connectivity/reachability'
import { $playlists, $playlistsStatus } from '../../model/playlists/playlists'
import { $isSignedIn } from '../../model/session/signed-in'
import { useCommand, useRunCommand } from '../commands/use-command'
import { PlaylistLink, SIDEBAR_FIRST_PLAYLISTS } from './SidebarPlaylistLink'
import './sidebar-playlists.css'

type PlaylistList = typeof import('./SidebarPlaylistList').SidebarPlaylistList

/**
 * The virtualised list (react-virtuoso) is needed only beyond the first SIDEBAR_FIRST_PLAYLISTS
 * playlists, which render as plain links (issue 13: its code held heap from start-up on, for a
 * list that fits anyway). It is fetched once there are more, and swapped in by a state update the
 * moment it arrives. (Behind React.lazy and Suspense the swap waited for the next render of the
 * section, which could be the mousedown on a playlist link: the link under the pointer was
 * replaced between mousedown and mouseup and the click was lost.)
 */
let loadedList: PlaylistList | null = null
let listRequest: Promise<PlaylistList> | null = null
const loadList = () =>
  (listRequest ??= import('./SidebarPlaylistList').then((m) => (loadedList = m.SidebarPlaylistList)))

/** Sidebar: the user's playlists as links, or a hint when there are none. */
export function SidebarPlaylists() {
  const { t } = useTexts()
  const [playlists, status, signedIn, reachability] = useUnit([$playlists, $playlistsStatus, $isSignedIn, $reachability])
  // While the server cannot be reached the list is not an error: it comes back with the server.
  const unreachable = status === 'failed' && reachability === 'unreachable'
  const refresh = useRunCommand('playlists.refresh')
  const create = useCommand('playlists.new')
  const [List, setList] = useState<PlaylistList | null>(() => loadedList)
  const needsList = playlists.length > SIDEBAR_FIRST_PLAYLISTS
  useEffect(() => {
    if (List || !needsList) return
    let live = true
    loadList().then(
      (list) => live && setList(() => list),
      (error: unknown) => {
        // The first links stay, plainly rendered; a later mount asks again.
        listRequest = null
        console.error('The sidebar playlist list did not load', error)
      },
    )
    return () => {
      live = false
    }
  }, [List, needsList])
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
          <Text size="1" color="gray" role={status === 'failed' && !unreachable ? 'alert' : undefined}>
            {status === 'loading' || status === 'idle'
              ? t('playlists.sidebar.loading')
              : unreachable
                ? t('offlineLibrary.rowUnreachable')
                : status === 'failed'
                ? t('playlists.sidebar.failed')
                : t('sidebar.noPlaylists')}
          </Text>
        </Box>
      ) : List && needsList ? (
        <List playlists={playlists} />
      ) : (
        playlists.slice(0, SIDEBAR_FIRST_PLAYLISTS).map((playlist) => <PlaylistLink key={playlist.id} playlist={playlist} />)
      )}
    </section>
  )
}
