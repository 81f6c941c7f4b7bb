import type { EventCallable } from 'effector'
import { createEvent, sample } from 'effector'
import type { Song } from '../../model/library/song'
import { $targetSongs } from '../../model/targets/command-target'
import type { Command } from '../command'
import { defineCommand } from '../command'

/** A row command: runs `target` with the songs of $commandTarget; enabled when there are some. */
export function songCommand(options: {
  readonly id: string
  readonly keybinding?: string
  readonly target: EventCallable<readonly Song[]>
}): Command {
  const run = createEvent()
  sample({ clock: run, source: $targetSongs, filter: (songs) => songs.length > 0, target: options.target })
  return defineCommand({
    id: `library.${options.id}`,
    title: `commands.library.${options.id}`,
    category: 'library',
    ...(options.keybinding ? { keybinding: options.keybinding } : {}),
    enabled: $targetSongs.map((songs) => songs.length > 0),
    run,
  })
}
