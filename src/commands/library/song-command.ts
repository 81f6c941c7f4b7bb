import type { EventCallable } from 'effector'
import type { Song } from '../../model/library/song'
import { $targetSongs } from '../../model/targets/command-target'
import { defineCommand } from '../command'

/** The selected (or focused) rows of a song table, or null when there are none. */
export const $selectedSongs = $targetSongs.map((songs) => (songs.length > 0 ? songs : null))

/** A row command: `target` gets the songs passed, or by default the selected rows. */
export function songCommand<const Id extends `library.${string}`>(options: {
  readonly id: Id
  readonly keys?: string
  readonly target: EventCallable<readonly Song[]>
}) {
  return defineCommand({ ...options, context: $selectedSongs })
}
