import { createEffect, createEvent, createStore, sample } from 'effector'
import { isLeft } from 'fp-ts/Either'
import { createBookmark, deleteBookmark, getBookmarks } from '../../api/calls/bookmarks'
import type { Bookmark } from '../../api/codecs/bookmark'
import type { Song } from '../../api/codecs/song'
import type { Connection } from '../../api/core/connection'
import type { ApiFailure } from '../../api/core/failure'
import { describeFailure, isUnsupportedCall, SUBSONIC_ERROR } from '../../api/core/failure'
import { $progress, progressUpdated, seekRequested } from '../player/progress'
import { $isPlaying, playRequested } from '../queue/queue'
import { songPlayed } from '../queue/queue-events'
import { $connection } from '../session/server-config'
import type { Bookmarks, KeptPosition } from './kept-positions'
import { $bookmarks, $longSong, $resumeOffer, bookmarksShown, MIN_RESUME_SECONDS, newestFirst, offerChecked, offerWithdrawn } from './kept-positions'
import { songFinished } from './track-end'

/**
 * Resume where you stopped: the position in a long track is kept while it plays (every few
 * seconds and when it pauses) and forgotten when it plays to its end. Kept on the server where it
 * has bookmarks (Navidrome: createBookmark, getBookmarks, deleteBookmark), in this browser's
 * storage otherwise (Supysonic has none). Playing a kept track again offers to resume there.
 * Loaded when first needed (kept-positions.ts holds the stored positions and the offer).
 */

export type { Bookmarks, KeptPosition } from './kept-positions'
export { $bookmarkList, $bookmarks, $resumeOffer, bookmarkPlayRequested, bookmarksListOpened, MIN_RESUME_SECONDS, resumeRequested } from './kept-positions'

/** Where bookmarks are kept: unknown until the server answered getBookmarks. */
export type BookmarkPlace = 'unknown' | 'server' | 'local'

/** While a long track plays its position is kept this often. */
export const KEEP_EVERY_SECONDS = 15
/** At most this many kept positions (the oldest are dropped). */
export const MAX_BOOKMARKS = 100

/** What kept-positions.ts's requests reach, once this module has loaded. */
export const resume = createEvent()
export const playKept = createEvent<{ readonly songId: string }>()
export const listOpened = createEvent()
export const longSongCurrent = createEvent()
/** Only loads this module: a song with a kept position is current (see songFinished below). */
export const keptSongCurrent = createEvent()

const readBookmarksFx = createEffect<Connection, Bookmark[], ApiFailure>(async (connection) => {
  const reply = await getBookmarks(connection)
  if (isLeft(reply)) throw reply.left
  return reply.right
})
type BookmarkWrite = { readonly connection: Connection; readonly id: string; readonly positionMs: number | null }
/** positionMs null: delete. A failed write is logged; the local copy stays. */
const writeBookmarkFx = createEffect<BookmarkWrite, void, ApiFailure>(async ({ connection, id, positionMs }) => {
  const reply = positionMs === null ? await deleteBookmark(connection, id) : await createBookmark(connection, id, positionMs)
  if (isLeft(reply)) throw reply.left
})
writeBookmarkFx.fail.watch(({ error }) => console.warn('The bookmark could not be written on the server:', describeFailure(error)))

/** A server that has no bookmarks: the call is unknown to it, or it answers error 0 or 70. */
export function lacksBookmarks(failure: ApiFailure): boolean {
  return isUnsupportedCall(failure) || (failure.kind === 'server' && (failure.code === SUBSONIC_ERROR.generic || failure.code === SUBSONIC_ERROR.notFound))
}

readBookmarksFx.fail.watch(({ error }) => {
  if (!lacksBookmarks(error)) console.warn('Could not read the bookmarks on the server:', describeFailure(error))
})

export const $bookmarkPlace = createStore<BookmarkPlace>('unknown', { serialize: 'ignore' })
  .on(readBookmarksFx.done, () => 'server')
  .on(readBookmarksFx.fail, (place, { error }) => (lacksBookmarks(error) ? 'local' : place))
  .reset($connection.updates)

const keepFx = createEffect((kept: { song: Song; position: number }): KeptPosition => ({ ...kept, changed: Date.now() }))
const forgotten = createEvent<string>()

const limited = (bookmarks: Bookmarks): Bookmarks =>
  Object.keys(bookmarks).length <= MAX_BOOKMARKS ? bookmarks : Object.fromEntries(newestFirst(bookmarks).slice(0, MAX_BOOKMARKS).map((kept) => [kept.song.id, kept]))

sample({ clock: keepFx.doneData, source: $bookmarks, fn: (bookmarks, kept) => limited({ ...bookmarks, [kept.song.id]: kept }), target: bookmarksShown })
sample({
  clock: forgotten,
  source: $bookmarks,
  filter: (bookmarks, id) => id in bookmarks,
  fn: (bookmarks, id) => {
    const { [id]: _, ...rest } = bookmarks
    return rest
  },
  target: bookmarksShown,
})
// The server's list is the truth where there is one; the current song may have a position in it.
sample({
  clock: readBookmarksFx.doneData,
  fn: (list): Bookmarks =>
    limited(Object.fromEntries(list.map((bookmark) => [bookmark.entry.id, { song: bookmark.entry, position: bookmark.position / 1000, changed: Date.parse(bookmark.changed ?? '') || 0 }]))),
  target: [bookmarksShown, offerChecked],
})

/** The position was last kept at (for this song), so that it is kept again only every few seconds. */
const $lastKept = createStore<{ id: string; position: number } | null>(null, { serialize: 'ignore' }).on(keepFx.doneData, (_, kept) => ({
  id: kept.song.id,
  position: kept.position,
}))

/**
 * The server's bookmarks are read (and whether it has any found out) when first needed: a long
 * track becomes current, or the Bookmarks list opens. Not at sign-in: most sessions play none.
 */
sample({
  clock: [longSongCurrent, listOpened],
  source: { connection: $connection, place: $bookmarkPlace, pending: readBookmarksFx.pending },
  filter: ({ connection, place, pending }) => connection !== null && place === 'unknown' && !pending,
  fn: ({ connection }) => connection!,
  target: readBookmarksFx,
})

sample({
  clock: progressUpdated,
  source: { song: $longSong, playing: $isPlaying, last: $lastKept },
  filter: ({ song, playing, last }, seconds) =>
    song !== null && playing && seconds >= MIN_RESUME_SECONDS && (last?.id !== song.id || Math.abs(seconds - last.position) >= KEEP_EVERY_SECONDS),
  fn: ({ song }, position) => ({ song: song!, position }),
  target: keepFx,
})
/** Pausing keeps the position at once. */
sample({
  clock: $isPlaying.updates,
  source: { song: $longSong, progress: $progress },
  filter: ({ song, progress }, playing) => !playing && song !== null && progress >= MIN_RESUME_SECONDS,
  fn: ({ song, progress }) => ({ song: song!, position: progress }),
  target: keepFx,
})
/** A track played to its end is done: the position kept in it is forgotten. */
sample({ clock: songFinished, source: $bookmarks, filter: (bookmarks, song) => song !== null && song.id in bookmarks, fn: (_, song) => song!.id, target: forgotten })

sample({
  clock: keepFx.doneData,
  source: { connection: $connection, place: $bookmarkPlace },
  filter: ({ connection, place }) => connection !== null && place === 'server',
  fn: ({ connection }, kept): BookmarkWrite => ({ connection: connection!, id: kept.song.id, positionMs: kept.position * 1000 }),
  target: writeBookmarkFx,
})
sample({
  clock: forgotten,
  source: { connection: $connection, place: $bookmarkPlace },
  filter: ({ connection, place }) => connection !== null && place === 'server',
  fn: ({ connection }, id): BookmarkWrite => ({ connection: connection!, id, positionMs: null }),
  target: writeBookmarkFx,
})
// Another position kept for the song withdraws the offer.
sample({ clock: keepFx.doneData, fn: () => undefined, target: offerWithdrawn })

const resumed = sample({ clock: resume, source: $resumeOffer, filter: Boolean, fn: (offer) => offer.position })
sample({ clock: resumed, target: seekRequested })
sample({ clock: resumed, fn: () => undefined, target: [offerWithdrawn, playRequested] })

const bookmarkChosen = sample({ clock: playKept, source: $bookmarks, filter: (bookmarks, { songId }) => songId in bookmarks, fn: (bookmarks, { songId }) => bookmarks[songId]! })
sample({ clock: bookmarkChosen, fn: ({ song }) => song, target: songPlayed })
sample({ clock: bookmarkChosen, fn: () => undefined, target: resume })
