import { createEvent, sample } from 'effector'
import type { Song } from '../../model/library/song'
import { listPlayed } from '../../model/queue/queue-events'
import { songCommand } from './song-command'

const playRequested = createEvent<readonly Song[]>()
sample({ clock: playRequested, fn: (songs) => ({ songs, index: 0 }), target: listPlayed })

/** Plays the selected songs (or the focused one) from the first. */
export const playSongs = songCommand({ id: 'play', target: playRequested })
