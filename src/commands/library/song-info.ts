import { createEvent, sample } from 'effector'
import type { Song } from '../../model/library/song'
import { songInfoRequested } from '../../model/player/song-info'
import { songCommand } from './song-command'

const infoRequested = createEvent<readonly Song[]>()
sample({ clock: infoRequested, filter: (songs) => songs.length > 0, fn: (songs) => songs[0]!, target: songInfoRequested })

/** Opens the song info dialog for the (first) selected song. */
export const songInfo = songCommand({ id: 'songInfo', keybinding: 'I', target: infoRequested })
