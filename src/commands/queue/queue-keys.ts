import { $focusedQueueRow } from '../../model/focus/list-focus'
import { queueMoved, removedFromQueue } from '../../model/queue/queue'
import { defineCommand } from '../command'

/** Moves a queue entry one place: `{ index }` from a caller, or the focused queue row. */
function moveCommand<const Id extends `queue.${string}`>(id: Id, key: string, step: -1 | 1) {
  return defineCommand({
    id,
    keys: [{ key, when: 'queue' }],
    context: $focusedQueueRow.map((row) => {
      if (row === null || row.index + step < 0 || row.index + step >= row.length) return null
      return { index: row.index }
    }),
    target: queueMoved,
    adapt: ({ index }: { readonly index: number }) => ({ from: index, to: index + step }),
    inPalette: false,
  })
}

export const moveSongUp = moveCommand('queue.moveSongUp', 'Alt+ArrowUp', -1)
export const moveSongDown = moveCommand('queue.moveSongDown', 'Alt+ArrowDown', 1)

/** Removes songs from the queue: `{ ids }` from the × button, or the focused queue row (Delete). */
export const removeSongs = defineCommand({
  id: 'queue.removeSongs',
  keys: [{ key: 'Delete', when: 'queue' }],
  context: $focusedQueueRow.map((row) => (row === null ? null : { ids: [row.id] })),
  target: removedFromQueue,
  adapt: ({ ids }: { readonly ids: readonly string[] }) => ids,
  inPalette: false,
})

/** Moves a queue entry `{ from, to }`: a row dragged in the queue. */
export const moveSong = defineCommand({
  id: 'queue.moveSong',
  payloadOnly: true,
  target: queueMoved,
})
