import { toggleShuffle } from './toggle-shuffle'
import { cycleRepeat } from './cycle-repeat'
import { toggleQueue } from './toggle-queue'
import { clearQueue } from './clear-queue'
import { moveSong, moveSongDown, moveSongUp, removeSongs } from './queue-keys'
import { playFromIndex } from './play-from-index'

/** The queue commands, in palette order. */
export const queueCommands = [toggleShuffle, cycleRepeat, toggleQueue, clearQueue, moveSongUp, moveSongDown, removeSongs, moveSong, playFromIndex] as const
