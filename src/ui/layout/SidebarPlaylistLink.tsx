import { useUnit } from 'effector-react'
import { useMatch } from 'react-router-dom'
import { navigated, ROUTES } from '../../model/navigation/navigation'
import type { PlaylistSummary } from '../../model/playlists/playlist-calls'

/** How many playlists render before the virtualised list takes over. */
export const SIDEBAR_FIRST_PLAYLISTS = 40

export function PlaylistLink({ playlist }: { playlist: PlaylistSummary }) {
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
