import { createEvent, createStore, sample } from 'effector'
import type { Song } from '../../api/codecs/song'
import { $targetSongs } from '../targets/command-target'
import type { PlaylistSummary } from './playlist-list-call'
import { indexesOf } from './playlist-order'

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

/**
 * Whether "Remove from playlist" can act: a playlist page is open and some of its rows are the
 * target. Light, here: the command reads it while the palette lists commands.
 */
export const $canRemoveSongs = sample({
  source: { playlist: $openPlaylist, songs: $targetSongs },
  fn: ({ playlist, songs }) => playlist !== null && indexesOf(playlist.songs, songs).length > 0,
})
