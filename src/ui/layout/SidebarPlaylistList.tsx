import { useState } from 'react'
import { Virtuoso } from 'react-virtuoso'
import type { PlaylistSummary } from '../../model/playlists/playlist-calls'
import { PlaylistLink, SIDEBAR_FIRST_PLAYLISTS } from './SidebarPlaylistLink'

const playlistLink = (_: number, playlist: PlaylistSummary) => <PlaylistLink playlist={playlist} />

/** Every playlist, virtualised against the sidebar's own scroll (thousands stay cheap). */
export function SidebarPlaylistList({ playlists }: { playlists: readonly PlaylistSummary[] }) {
  const [scroller] = useState(() => (typeof document === 'undefined' ? null : document.getElementById('app-sidebar')))
  return (
    <Virtuoso
      className="sidebar-playlist-list"
      data={playlists}
      computeItemKey={(_, playlist) => playlist.id}
      initialItemCount={Math.min(playlists.length, SIDEBAR_FIRST_PLAYLISTS)}
      {...(scroller ? { customScrollParent: scroller } : { style: { height: '20rem' } })}
      itemContent={playlistLink}
    />
  )
}
