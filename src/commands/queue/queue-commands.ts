import { toggleShuffle } from './toggle-shuffle'
import { cycleRepeat } from './cycle-repeat'
import { toggleQueue } from './toggle-queue'
import { clearQueue } from './clear-queue'
import { moveSongDown, moveSongUp, removeSongs } from './queue-keys'

/** The queue commands, in palette order. */
export const queueCommands = [toggleShuffle, cycleRepeat, toggleQueue, clearQueue, moveSongUp, moveSongDown, removeSongs] as const
