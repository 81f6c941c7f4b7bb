import { addToEndRequested } from '../../model/queue/queue-events'
import { songCommand } from './song-command'

/** Appends the selected songs to the queue (add to end). */
export const addToQueue = songCommand({ id: 'library.addToQueue', keys: 'Mod+Enter', target: addToEndRequested })
