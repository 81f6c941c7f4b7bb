import { attach } from 'effector'
import { getPlaylists } from '../../api/calls/playlists'
import type { Playlist } from '../../api/codecs/playlist'
import { requireConnection, valueOrThrow } from '../session/call-result'
import { $connection } from '../session/server-config'

/** A playlist as the sidebar, the Playlists screen and the forms show it: the one summary type. */
export interface PlaylistSummary {
  readonly id: string
  readonly name: string
  readonly comment: string
  readonly isPublic: boolean
  readonly songCount: number
  readonly duration: number
  readonly owner?: string
  readonly coverArt?: string
}

export function toPlaylistSummary(playlist: Playlist): PlaylistSummary {
  return {
    id: playlist.id,
    name: playlist.name,
    comment: playlist.comment ?? '',
    isPublic: playlist.public ?? false,
    songCount: playlist.songCount ?? 0,
    duration: playlist.duration ?? 0,
    ...(playlist.owner !== undefined ? { owner: playlist.owner } : {}),
    ...(playlist.coverArt !== undefined ? { coverArt: playlist.coverArt } : {}),
  }
}

/** The user's playlists (the sidebar shows them from start-up); throws with the failure's description. */
export const fetchPlaylistsFx = attach({
  source: $connection,
  effect: async (connection): Promise<readonly PlaylistSummary[]> =>
    valueOrThrow('getPlaylists', await getPlaylists(requireConnection(connection))).map(toPlaylistSummary),
})
