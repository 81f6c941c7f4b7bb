import { combine } from 'effector'
import { $commandTarget } from '../targets/command-target'
import type { PlaylistSummary } from './playlist-calls'
import { $openPlaylist } from './open-playlist'
import { $playlists, findPlaylist } from './playlists'

/**
 * The playlist "Edit playlist" and "Delete playlist" act on: a playlist row or menu target, else
 * the playlist whose page is open.
 */
export const $playlistSubject = combine(
  $commandTarget,
  $openPlaylist,
  $playlists,
  (target, open, playlists): PlaylistSummary | null => {
    if (target?.kind === 'playlist') {
      if (open?.id === target.id) return open
      return findPlaylist(playlists, target.id) ?? { id: target.id, name: target.name, comment: '', isPublic: false, songCount: 0, duration: 0 }
    }
    return open
  },
)
