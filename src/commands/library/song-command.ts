import type { EventCallable } from 'effector'
import type { Song } from '../../model/library/song'
import { $targetSongs } from '../../model/targets/command-target'
import type { Command } from '../command'
import { defineCommand } from '../command'

/** The selected (or focused) rows of a song table, or null when there are none. */
export const $selectedSongs = $targetSongs.map((songs) => (songs.length > 0 ? songs : null))

/** A row command: `target` gets the songs passed, or by default the selected rows (through `adapt` if given). */
export function songCommand<const Id extends `library.${string}`>(options: {
  readonly id: Id
  readonly keys?: string
  readonly target: EventCallable<readonly Song[]>
}): Command<Id, readonly Song[]>
export function songCommand<const Id extends `library.${string}`, Target>(options: {
  readonly id: Id
  readonly keys?: string
  readonly target: EventCallable<Target>
  readonly adapt: (songs: readonly Song[]) => Target
}): Command<Id, readonly Song[]>
export function songCommand<const Id extends `library.${string}`, Target>(options: {
  readonly id: Id
  readonly keys?: string
  readonly target: EventCallable<Target>
  readonly adapt?: (songs: readonly Song[]) => Target
}): Command<Id, readonly Song[]> {
  const { adapt, ...rest } = options
  return adapt ? defineCommand({ ...rest, context: $selectedSongs, adapt }) : defineCommand({ ...rest, target: rest.target as unknown as EventCallable<readonly Song[]>, context: $selectedSongs })
}
