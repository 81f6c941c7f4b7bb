import { createEvent, sample } from 'effector'
import { $currentList } from '../../model/queue/queue'
import { listPlayed } from '../../model/queue/queue-events'
import { defineCommand } from '../command'

const indexPlayed = createEvent<{ readonly index: number }>()
sample({ clock: indexPlayed, source: $currentList, fn: (songs, { index }) => ({ songs, index }), target: listPlayed })

/** Plays the queue from `{ index }`: a double click (or Enter) on a queue row. */
export const playFromIndex = defineCommand({
  id: 'queue.playFromIndex',
  payloadOnly: true,
  target: indexPlayed,
})
