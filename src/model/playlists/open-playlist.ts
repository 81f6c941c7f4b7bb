import { createEvent, createStore } from 'effector'
import type { Song } from '../../api/codecs/song'
import type { PlaylistSummary } from './playlist-calls'

/**
 * The playlist whose page is open, with its songs in server order (indexes are what
 * updatePlaylist's songIndexToRemove counts). The Playlist page reports it; "Edit playlist",
 * "Delete playlist" and "Remove from playlist" act on it when no playlist row is the target.
 */
export interface OpenPlaylist extends PlaylistSummary {
  readonly songs: readonly Song[]
}

export const openPlaylistShown = createEvent<OpenPlaylist | null>()

export const $openPlaylist = createStore<OpenPlaylist | null>(null).on(openPlaylistShown, (_, playlist) => playlist)
