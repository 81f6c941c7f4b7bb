import { playNextRequested } from '../../model/queue/queue-events'
import { songCommand } from './song-command'

/** Queues the selected songs right after the current one (play next). */
export const playNext = songCommand({ id: 'library.playNext', keys: 'Shift+Enter', target: playNextRequested })
