import { getPlaylist, getPlaylists } from '../../api/calls/playlists'
import { createResource, unwrap } from './resource'
import type { Song } from './song'

export interface PlaylistSummary {
  readonly id: string
  readonly name: string
  readonly comment: string
  readonly songCount: number
  readonly duration: number
  readonly isPublic: boolean
  readonly owner: string | undefined
  readonly coverArt: string | undefined
}

export interface PlaylistDetails extends PlaylistSummary {
  readonly songs: readonly Song[]
}

function summary(playlist: {
  id: string
  name: string
  comment?: string
  songCount?: number
  duration?: number
  public?: boolean
  owner?: string
  coverArt?: string
}): PlaylistSummary {
  return {
    id: playlist.id,
    name: playlist.name,
    comment: playlist.comment ?? '',
    songCount: playlist.songCount ?? 0,
    duration: playlist.duration ?? 0,
    isPublic: playlist.public === true,
    owner: playlist.owner,
    coverArt: playlist.coverArt,
  }
}

/** The Playlists list (SPEC §2: name, song count, duration, public). */
export const playlistsList = createResource({
  name: 'playlists',
  key: () => 'playlists',
  load: async ({ connection, signal }): Promise<readonly PlaylistSummary[]> =>
    unwrap(await getPlaylists(connection, signal), 'Playlists').map(summary),
})

/** One playlist with its songs (SPEC §2 Playlist page). */
export const playlistPage = createResource({
  name: 'playlist',
  key: (id: string) => id,
  load: async ({ connection, signal }, id): Promise<PlaylistDetails> => {
    const playlist = unwrap(await getPlaylist(connection, id, signal), 'Playlist')
    const songs = playlist.entry as readonly Song[]
    const base = summary(playlist)
    return {
      ...base,
      songs,
      songCount: playlist.songCount ?? songs.length,
      duration: playlist.duration ?? songs.reduce((sum, song) => sum + (song.duration ?? 0), 0),
    }
  },
})
