import { createEvent, sample } from 'effector'
import type { Rating } from '../../model/library/rating'
import { currentSongRated, RATINGS, songsRated } from '../../model/library/rating'
import { $currentSong } from '../../model/player/player'
import { $targetSongs } from '../../model/targets/command-target'
import type { Command } from '../command'
import { defineCommand } from '../command'

function rateTargetSongs(rating: Rating): Command {
  const run = createEvent()
  sample({ clock: run, source: $targetSongs, filter: (songs) => songs.length > 0, fn: (songs) => ({ songs, rating }), target: songsRated })
  return defineCommand({
    id: `library.rate${rating}`,
    title: `commands.rating.rate${rating}`,
    category: 'library',
    keybinding: String(rating),
    enabled: $targetSongs.map((songs) => songs.length > 0),
    run,
  })
}

function rateCurrentSong(rating: Rating): Command {
  const run = createEvent()
  sample({ clock: run, fn: () => rating, target: currentSongRated })
  return defineCommand({
    id: `playback.rateCurrent${rating}`,
    title: `commands.rating.rateCurrent${rating}`,
    category: 'playback',
    enabled: $currentSong.map((song) => song !== null),
    run,
  })
}

/** Keys 1–5 rate the focused or selected rows, 0 removes their rating (remappable like any key). */
export const rateSongsCommands: readonly Command[] = RATINGS.map(rateTargetSongs)

/** The same for what plays: the player bar's song menu and the palette. */
export const rateCurrentSongCommands: readonly Command[] = RATINGS.map(rateCurrentSong)
