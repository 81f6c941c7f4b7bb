import { attach, createEvent, createStore, sample } from 'effector'
import type { Song } from '../../api/codecs/song'
import { serverRemoved } from '../session/server-config'
import type { PlaylistChange } from './playlist-calls'
import { updatePlaylistFx } from './playlist-calls'
import type { SongsEdit } from './playlist-edits'
import { applyEdit, changeFor } from './playlist-edits'

/**
 * Song edits of a playlist go to the server one at a time, each computed from the order the
 * server last confirmed (never from the screen's indexes): two quick moves where the first fails,
 * or whose answers would cross, cannot lose or double a song. A failed write drops the edits
 * queued behind it, and the playlist shows the confirmed order again.
 */
interface WriteQueue {
  /** The songs in the order the server holds them (as far as this client knows). */
  readonly confirmed: readonly Song[]
  readonly waiting: readonly SongsEdit[]
  /** The write under way and the order it makes. */
  readonly sending: { readonly edit: SongsEdit; readonly target: readonly Song[] } | null
}

/** An edit of playlist `id`; `shown` is the order on screen when nothing is being written. */
export const songsEdited = createEvent<{ readonly id: string; readonly shown: readonly Song[]; readonly edit: SongsEdit }>()
/** Every queued edit reached the server (the playlist is `songs` there). */
export const songsWritesSettled = createEvent<{ readonly id: string; readonly songs: readonly Song[]; readonly edits: readonly SongsEdit[] }>()
/** A write failed: the queued edits are dropped and `songs` is what the server holds. */
export const songsWriteFailed = createEvent<{ readonly id: string; readonly songs: readonly Song[]; readonly edit: SongsEdit }>()

const writeFx = attach({ effect: updatePlaylistFx })
const pumped = createEvent<string>()
const started = createEvent<{ readonly id: string; readonly edit: SongsEdit; readonly target: readonly Song[]; readonly change: PlaylistChange | null }>()

export const $songWrites = createStore<Readonly<Record<string, WriteQueue>>>({})
  .on(songsEdited, (queues, { id, shown, edit }) => {
    const queue = queues[id] ?? { confirmed: shown, waiting: [], sending: null }
    return { ...queues, [id]: { ...queue, waiting: [...queue.waiting, edit] } }
  })
  .on(started, (queues, { id, edit, target, change }) => {
    const queue = queues[id]
    if (!queue) return queues
    const waiting = queue.waiting.slice(1)
    // An edit the server would not see (a row dropped into its own gap, or two rows of the same
    // song swapped) is done at once, its order taken as confirmed: the server holds the same songs
    // in the same order, and the edits behind it name rows as the page placed them.
    if (change === null) return { ...queues, [id]: { ...queue, confirmed: target, waiting } }
    return { ...queues, [id]: { ...queue, waiting, sending: { edit, target } } }
  })
  .on(writeFx.done, (queues, { params }) => {
    const queue = queues[params.id]
    if (!queue?.sending) return queues
    return { ...queues, [params.id]: { ...queue, confirmed: queue.sending.target, sending: null } }
  })
  .on(songsWriteFailed, (queues, { id }) => withoutKey(queues, id))
  .on(songsWritesSettled, (queues, { id }) => withoutKey(queues, id))
  .reset(serverRemoved)

/** The ids of the playlists with edits on the way to the server. */
export const $playlistsBeingWritten = $songWrites.map((queues) => Object.keys(queues))

function withoutKey<T>(entries: Readonly<Record<string, T>>, id: string): Readonly<Record<string, T>> {
  const { [id]: _gone, ...rest } = entries
  return rest
}

/** The edits written since the queue started, to tell what the settled writes did. */
const $writtenEdits = createStore<Readonly<Record<string, readonly SongsEdit[]>>>({})
  .on(started, (written, { id, edit }) => ({ ...written, [id]: [...(written[id] ?? []), edit] }))
  .on(songsWriteFailed, (written, { id }) => withoutKey(written, id))
  .on(songsWritesSettled, (written, { id }) => withoutKey(written, id))
  .reset(serverRemoved)

sample({ clock: songsEdited, fn: ({ id }) => id, target: pumped })
sample({ clock: writeFx.done, fn: ({ params }) => params.id, target: pumped })

const next = sample({
  clock: pumped,
  source: $songWrites,
  filter: (queues, id) => queues[id] !== undefined && queues[id].sending === null,
  fn: (queues, id) => ({ id, queue: queues[id] as WriteQueue }),
})

sample({
  clock: next,
  filter: ({ queue }) => queue.waiting.length > 0,
  fn: ({ id, queue }) => {
    const edit = queue.waiting[0] as SongsEdit
    const target = applyEdit(queue.confirmed, edit)
    return { id, edit, target, change: changeFor(id, queue.confirmed, target) }
  },
  target: started,
})
sample({ clock: started, filter: ({ change }) => change !== null, fn: ({ change }) => change as PlaylistChange, target: writeFx })
sample({ clock: started, filter: ({ change }) => change === null, fn: ({ id }) => id, target: pumped })

sample({
  clock: next,
  source: $writtenEdits,
  filter: (_, { queue }) => queue.waiting.length === 0,
  fn: (written, { id, queue }) => ({ id, songs: queue.confirmed, edits: written[id] ?? [] }),
  target: songsWritesSettled,
})

sample({
  clock: writeFx.fail,
  source: $songWrites,
  filter: (queues, { params }) => queues[params.id]?.sending != null,
  fn: (queues, { params }) => {
    const queue = queues[params.id] as WriteQueue
    return { id: params.id, songs: queue.confirmed, edit: (queue.sending as NonNullable<WriteQueue['sending']>).edit }
  },
  target: songsWriteFailed,
})
