import { getPlaylist } from '../../api/calls/playlists'
import type { PlaylistSummary } from '../playlists/playlist-calls'
import { toPlaylistSummary } from '../playlists/playlist-calls'
import { createResource, unwrap } from './resource'
import type { Song } from './song'

export type { PlaylistSummary }

export interface PlaylistDetails extends PlaylistSummary {
  readonly songs: readonly Song[]
}


/** One playlist with its songs (SPEC §2 Playlist page). */
export const playlistPage = createResource({
  name: 'playlist',
  key: (id: string) => id,
  load: async ({ connection, signal }, id): Promise<PlaylistDetails> => {
    const playlist = unwrap(await getPlaylist(connection, id, signal), 'Playlist')
    const songs = playlist.entry as readonly Song[]
    const base = toPlaylistSummary(playlist)
    return {
      ...base,
      songs,
      songCount: playlist.songCount ?? songs.length,
      duration: playlist.duration ?? songs.reduce((sum, song) => sum + (song.duration ?? 0), 0),
    }
  },
})
