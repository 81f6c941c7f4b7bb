import { createEvent, createStore } from 'effector'
import type { Song } from '../../api/codecs/song'

/**
 * What a row command acts on (VS Code's "context"): the focused or selected rows of a song
 * table, the album, artist, playlist or radio a context menu was opened on. Tables and menus set
 * it; commands such as "Play next" or "Add to playlist…" read it, so one command serves the
 * keyboard, the palette and every menu.
 */
export type CommandTarget =
  | { readonly kind: 'songs'; readonly songs: readonly Song[] }
  | { readonly kind: 'album'; readonly id: string; readonly name: string }
  | { readonly kind: 'artist'; readonly id: string; readonly name: string }
  | { readonly kind: 'playlist'; readonly id: string; readonly name: string }
  | { readonly kind: 'radio'; readonly id: string; readonly name: string }

export const commandTargetChanged = createEvent<CommandTarget | null>()

export const $commandTarget = createStore<CommandTarget | null>(null).on(commandTargetChanged, (_, target) => target)

/** The songs a song command acts on, or an empty list. */
export const $targetSongs = $commandTarget.map((target) => (target?.kind === 'songs' ? target.songs : []))
