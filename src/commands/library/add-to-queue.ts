import { addToEndRequested } from '../../model/queue/queue-events'
import { songCommand } from './song-command'

/** Appends the selected songs to the queue (SPEC §4 add to end). */
export const addToQueue = songCommand({ id: 'library.addToQueue', keys: 'Mod+Enter', target: addToEndRequested })
