import { attach, createEvent, createStore, sample } from 'effector'
import type { Song } from '../../api/codecs/song'
import { runOrKeepFx } from '../pending-writes/send-or-keep'
import { serverRemoved } from '../session/server-config'
import type { PlaylistChange } from './playlist-calls'
import { readPlaylistSongsFx, updatePlaylistFx } from './playlist-calls'
import type { SongsEdit } from './playlist-edits'
import { applyEdit, changeFor, rebaseEdit } from './playlist-edits'
import { $playlists, findPlaylist } from './playlists'

/**
 * Song edits of a playlist go to the server one at a time, each computed from the order the
 * server last confirmed (never from the screen's indexes): two quick moves where the first fails,
 * or whose answers would cross, cannot lose or double a song. Reads of the playlist and writes
 * take turns: no write starts while a read is under way (the page's reload, or the read back after
 * a refused write), and the page does not reload while writes are queued (playlists-list), so no
 * read that crossed a write is ever shown. A failed write drops the edits queued behind it, the
 * page shows the confirmed order, and the playlist is read back (a refused write may have been
 * applied in part). A read that finds the confirmed order lets the waiting edits go, now on the
 * rows it brought; another order drops them, and the page shows what the server holds.
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
/**
 * Every queued edit reached the server (the playlist is `songs` there), or some were `kept` to
 * be sent once the server answers again (the page shows them; there is nothing to read back yet).
 */
export const songsWritesSettled = createEvent<{ readonly id: string; readonly songs: readonly Song[]; readonly edits: readonly SongsEdit[]; readonly kept: boolean }>()
/** A write failed: the queued edits are dropped and `songs` is what the server holds. */
export const songsWriteFailed = createEvent<{ readonly id: string; readonly songs: readonly Song[]; readonly edit: SongsEdit }>()
/** A read of playlist `id`'s songs went to the server (the page reloads it). */
export const songsReadStarted = createEvent<string>()
/** The read's answer: the songs in server order, or null when it failed or was replaced. */
export const songsReadEnded = createEvent<{ readonly id: string; readonly songs: readonly Song[] | null }>()
/** Read while edits waited, the playlist is `songs` with them applied: what the page shows now. */
export const songsRebased = createEvent<{ readonly id: string; readonly songs: readonly Song[] }>()
/** Read while edits waited, the server holds another order than the confirmed one: they are dropped, the page shows `songs`. */
export const songsReadOther = createEvent<{ readonly id: string; readonly songs: readonly Song[] }>()

const readBackFx = attach({ effect: readPlaylistSongsFx })
/** A write goes to the server, or is kept until it answers again (pending-writes): kept counts as written. */
const writeFx = attach({
  source: $playlists,
  effect: (playlists, change: PlaylistChange) =>
    runOrKeepFx({ write: { kind: 'playlistUpdate', change, name: findPlaylist(playlists, change.id)?.name ?? change.id }, send: () => updatePlaylistFx(change) }),
})
const pumped = createEvent<string>()
const started = createEvent<{ readonly id: string; readonly edit: SongsEdit; readonly target: readonly Song[]; readonly change: PlaylistChange | null }>()
const rebased = createEvent<{ readonly id: string; readonly confirmed: readonly Song[]; readonly waiting: readonly SongsEdit[] }>()

/** How many reads of each playlist are under way. */
const $reads = createStore<Readonly<Record<string, number>>>({})
  .on(songsReadStarted, (reads, id) => ({ ...reads, [id]: (reads[id] ?? 0) + 1 }))
  .on(songsReadEnded, (reads, { id }) => ((reads[id] ?? 0) > 1 ? { ...reads, [id]: (reads[id] ?? 0) - 1 } : withoutKey(reads, id)))
  .reset(serverRemoved)

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
  .on(songsWriteFailed, (queues, { id }) => {
    const queue = queues[id]
    return queue ? { ...queues, [id]: { ...queue, waiting: [], sending: null } } : queues
  })
  .on(rebased, (queues, { id, confirmed, waiting }) => (queues[id] ? { ...queues, [id]: { confirmed, waiting, sending: null } } : queues))
  .on(songsReadOther, (queues, { id }) => withoutKey(queues, id))
  .on(songsWritesSettled, (queues, { id }) => withoutKey(queues, id))
  .reset(serverRemoved)

/** The ids of the playlists with edits on the way to the server. */
export const $playlistsBeingWritten = $songWrites.map((queues) => Object.keys(queues))

function withoutKey<T>(entries: Readonly<Record<string, T>>, id: string): Readonly<Record<string, T>> {
  const { [id]: _gone, ...rest } = entries
  return rest
}

const sameSongs = (a: readonly Song[], b: readonly Song[]) => a.length === b.length && a.every((song, index) => song.id === b[index]?.id)

/** The edits written since the queue started, to tell what the settled writes did. */
const $writtenEdits = createStore<Readonly<Record<string, readonly SongsEdit[]>>>({})
  .on(started, (written, { id, edit }) => ({ ...written, [id]: [...(written[id] ?? []), edit] }))
  .on(songsWriteFailed, (written, { id }) => withoutKey(written, id))
  .on(songsReadOther, (written, { id }) => withoutKey(written, id))
  .on(songsWritesSettled, (written, { id }) => withoutKey(written, id))
  .reset(serverRemoved)

sample({ clock: songsEdited, fn: ({ id }) => id, target: pumped })
sample({ clock: writeFx.done, fn: ({ params }) => params.id, target: pumped })

const next = sample({
  clock: pumped,
  source: { queues: $songWrites, reads: $reads },
  filter: ({ queues, reads }, id) => queues[id] !== undefined && queues[id].sending === null && reads[id] === undefined,
  fn: ({ queues }, id) => ({ id, queue: queues[id] as WriteQueue }),
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

/** The playlists with an edit kept for later since their queue started. */
const $keptEdits = createStore<ReadonlySet<string>>(new Set())
  .on(writeFx.done, (kept, { params, result }) => (result === 'kept' && !kept.has(params.id) ? new Set([...kept, params.id]) : kept))
  .on(songsWritesSettled, (kept, { id }) => (kept.has(id) ? new Set([...kept].filter((other) => other !== id)) : kept))
  .reset(serverRemoved)

sample({
  clock: next,
  source: { written: $writtenEdits, kept: $keptEdits },
  filter: (_, { queue }) => queue.waiting.length === 0,
  fn: ({ written, kept }, { id, queue }) => ({ id, songs: queue.confirmed, edits: written[id] ?? [], kept: kept.has(id) }),
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

// After a refused write the queue reads the playlist back, as one more read.
sample({ clock: songsWriteFailed, fn: ({ id }) => id, target: [songsReadStarted, readBackFx] })
sample({ clock: readBackFx.done, fn: ({ params, result }) => ({ id: params, songs: result }), target: songsReadEnded })
sample({ clock: readBackFx.fail, fn: ({ params }) => ({ id: params, songs: null }), target: songsReadEnded })

// A read's answer, with edits queued: the confirmed order found again (on the read's rows), or another.
const answered = (queues: Readonly<Record<string, WriteQueue>>, { id, songs }: { readonly id: string; readonly songs: readonly Song[] | null }) =>
  songs !== null && queues[id] !== undefined && queues[id].sending === null
const read = sample({
  clock: songsReadEnded,
  source: $songWrites,
  filter: answered,
  fn: (queues, { id, songs }) => ({ id, songs: songs as readonly Song[], queue: queues[id] as WriteQueue }),
})
const readSame = sample({
  clock: read,
  filter: ({ songs, queue }) => sameSongs(queue.confirmed, songs),
  fn: ({ id, songs, queue }) => {
    const rows = new Map(queue.confirmed.map((song, index) => [song, songs[index] as Song]))
    return { id, confirmed: songs, waiting: queue.waiting.map((edit) => rebaseEdit(edit, rows)) }
  },
})
sample({ clock: readSame, target: rebased })
sample({ clock: readSame, fn: ({ id, confirmed, waiting }) => ({ id, songs: waiting.reduce(applyEdit, confirmed) }), target: songsRebased })
sample({ clock: read, filter: ({ songs, queue }) => !sameSongs(queue.confirmed, songs), fn: ({ id, songs }) => ({ id, songs }), target: songsReadOther })
sample({ clock: rebased, fn: ({ id }) => id, target: pumped })
// A read that failed or was replaced: the confirmed order stands; the edits go once no read is left.
sample({ clock: songsReadEnded, source: $songWrites, filter: (queues, ended) => !answered(queues, ended), fn: (_, { id }) => id, target: pumped })
