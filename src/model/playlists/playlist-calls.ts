import { createEffect } from 'effector'
import type { PlaylistForm } from './playlist-form'

/** A playlist as the lists, the sidebar and the forms show it (SPEC §3). */
export interface PlaylistSummary {
  readonly id: string
  readonly name: string
  readonly comment: string
  readonly isPublic: boolean
  readonly songCount: number
  readonly duration: number
}

/** SPEC §5: every field is sent only when set. */
export interface PlaylistChange {
  readonly id: string
  readonly name?: string
  readonly comment?: string
  readonly isPublic?: boolean
  readonly songIdsToAdd?: readonly string[]
  readonly songIndexesToRemove?: readonly number[]
}

function pending(call: string): () => never {
  return () => {
    throw new Error(`${call}: api call not wired yet`)
  }
}

/** The server calls of the playlists model; each throws with the failure's description. */
export const fetchPlaylistsFx = createEffect<void, readonly PlaylistSummary[]>(pending('getPlaylists'))
export const createPlaylistFx = createEffect<{ form: PlaylistForm; songIds: readonly string[] }, void>(pending('createPlaylist'))
export const updatePlaylistFx = createEffect<PlaylistChange, void>(pending('updatePlaylist'))
export const deletePlaylistFx = createEffect<string, void>(pending('deletePlaylist'))
