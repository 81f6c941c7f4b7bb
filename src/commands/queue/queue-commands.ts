import type { Command } from '../command'
import { toggleShuffle } from './toggle-shuffle'
import { cycleRepeat } from './cycle-repeat'
import { toggleQueue } from './toggle-queue'
import { clearQueue } from './clear-queue'

/** The queue commands, in palette order. */
export const queueCommands: readonly Command[] = [toggleShuffle, cycleRepeat, toggleQueue, clearQueue]
