import { createEvent, sample } from 'effector'
import { currentSongMixRequested, instantMixRequested } from '../../model/library/instant-mix'
import { shuffleAllRequested } from '../../model/library/shuffle-all'
import { $currentSong } from '../../model/player/player'
import { $isSignedIn } from '../../model/session/signed-in'
import { $targetSongs } from '../../model/targets/command-target'
import type { Command } from '../command'
import { defineCommand } from '../command'

const mixFromRow = createEvent()
sample({
  clock: mixFromRow,
  source: $targetSongs,
  filter: (songs) => songs.length > 0,
  fn: (songs) => ({ kind: 'song' as const, song: songs[0]! }),
  target: instantMixRequested,
})

/** An instant mix from the focused (or first selected) song. */
export const instantMix = defineCommand({
  id: 'library.instantMix',
  title: 'commands.mix.instantMix',
  category: 'library',
  keybinding: 'Shift+M',
  enabled: $targetSongs.map((songs) => songs.length > 0),
  run: mixFromRow,
})

const mixFromCurrent = createEvent()
sample({ clock: mixFromCurrent, target: currentSongMixRequested })

/** An instant mix from what plays (the player bar's song menu). */
export const instantMixFromCurrent = defineCommand({
  id: 'playback.instantMixFromCurrent',
  title: 'commands.mix.instantMixFromCurrent',
  category: 'playback',
  enabled: $currentSong.map((song) => song !== null),
  run: mixFromCurrent,
})

const shuffleEverything = createEvent()
sample({ clock: shuffleEverything, target: shuffleAllRequested })

/** Random songs of the whole library; the queue grows as they play. */
export const shuffleAll = defineCommand({
  id: 'queue.shuffleAll',
  title: 'commands.mix.shuffleAll',
  category: 'queue',
  keybinding: 'Shift+X',
  enabled: $isSignedIn,
  run: shuffleEverything,
})

export const mixCommands: readonly Command[] = [instantMix, instantMixFromCurrent, shuffleAll]
