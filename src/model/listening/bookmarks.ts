import { combine, createEffect, createEvent, createStore, sample } from 'effector'
import { isLeft } from 'fp-ts/Either'
import * as t from 'io-ts'
import { createBookmark, deleteBookmark, getBookmarks } from '../../api/calls/bookmarks'
import type { Bookmark } from '../../api/codecs/bookmark'
import { Song } from '../../api/codecs/song'
import type { Connection } from '../../api/core/connection'
import type { ApiFailure } from '../../api/core/failure'
import { describeFailure, isUnsupportedCall, SUBSONIC_ERROR } from '../../api/core/failure'
import { persistStore } from '../persistence/persist-store'
import { $duration, $progress, progressUpdated, seekRequested } from '../player/progress'
import { $currentSong, $isPlaying, playRequested } from '../queue/queue'
import { songPlayed } from '../queue/queue-events'
import { $connection } from '../session/server-config'
import { $isLongTrack } from './long-tracks'
import { songFinished } from './track-end'

/**
 * Resume where you stopped: the position in a long track is kept while it plays (every few
 * seconds and when it pauses) and forgotten when it plays to its end. Kept on the server where it
 * has bookmarks (Navidrome: createBookmark, getBookmarks, deleteBookmark), in this browser's
 * storage otherwise (Supysonic has none). Playing a kept track again offers to resume there.
 */

/** A position kept in a song: seconds, and when it was kept (epoch ms). */
export interface KeptPosition {
  readonly song: Song
  readonly position: number
  readonly changed: number
}
export type Bookmarks = Readonly<Record<string, KeptPosition>>

/** Where bookmarks are kept: unknown until the server answered getBookmarks. */
export type BookmarkPlace = 'unknown' | 'server' | 'local'

/** Positions closer than this to the start are not worth resuming. */
export const MIN_RESUME_SECONDS = 5
/** While a long track plays its position is kept this often. */
export const KEEP_EVERY_SECONDS = 15
/** At most this many kept positions (the oldest are dropped). */
export const MAX_BOOKMARKS = 100

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

const newestFirst = (bookmarks: Bookmarks) => Object.values(bookmarks).sort((a, b) => b.changed - a.changed)
const limited = (bookmarks: Bookmarks): Bookmarks =>
  Object.keys(bookmarks).length <= MAX_BOOKMARKS ? bookmarks : Object.fromEntries(newestFirst(bookmarks).slice(0, MAX_BOOKMARKS).map((kept) => [kept.song.id, kept]))

export const $bookmarks = createStore<Bookmarks>({})
  .on(keepFx.doneData, (bookmarks, kept) => limited({ ...bookmarks, [kept.song.id]: kept }))
  .on(forgotten, (bookmarks, id) => {
    if (!(id in bookmarks)) return bookmarks
    const { [id]: _, ...rest } = bookmarks
    return rest
  })
  // The server's list is the truth where there is one.
  .on(readBookmarksFx.doneData, (_, list) =>
    limited(Object.fromEntries(list.map((bookmark) => [bookmark.entry.id, { song: bookmark.entry, position: bookmark.position / 1000, changed: Date.parse(bookmark.changed ?? '') || 0 }]))),
  )

const StoredBookmarks = t.record(t.string, t.type({ song: Song, position: t.number, changed: t.number }))
persistStore({ store: $bookmarks, key: 'bookmarks', version: 1, codec: StoredBookmarks, pick: (bookmarks) => bookmarks })

/** The kept positions, the newest first (the palette's Bookmarks list). */
export const $bookmarkList = $bookmarks.map(newestFirst)

/** The position was last kept at (for this song), so that it is kept again only every few seconds. */
const $lastKept = createStore<{ id: string; position: number } | null>(null, { serialize: 'ignore' }).on(keepFx.doneData, (_, kept) => ({
  id: kept.song.id,
  position: kept.position,
}))

const $longSong = combine($currentSong, $isLongTrack, (song, long) => (long ? song : null))

/**
 * The server's bookmarks are read (and whether it has any found out) when first needed: a long
 * track becomes current, or the Bookmarks list opens. Not at sign-in: most sessions play none.
 */
export const bookmarksListOpened = createEvent()
sample({
  clock: [$longSong.updates.filter({ fn: (song) => song !== null }), bookmarksListOpened],
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

/**
 * The offer to resume: made when a song with a kept position becomes current, withdrawn once it
 * is taken, the position is reached or another position is kept for it.
 */
const offerMade = createEvent<{ songId: string; position: number }>()
const offerTaken = createEvent()
const $offer = createStore<{ songId: string; position: number } | null>(null, { serialize: 'ignore' })
  .on(offerMade, (_, offer) => offer)
  .reset(offerTaken, keepFx.doneData)
sample({
  clock: [$currentSong.updates, readBookmarksFx.done],
  source: { bookmarks: $bookmarks, song: $currentSong },
  filter: ({ bookmarks, song }) => song !== null && (bookmarks[song.id]?.position ?? 0) >= MIN_RESUME_SECONDS,
  fn: ({ bookmarks, song }) => ({ songId: song!.id, position: bookmarks[song!.id]!.position }),
  target: offerMade,
})

export const $resumeOffer = combine($offer, $currentSong, $progress, $duration, (offer, song, progress, duration) =>
  offer !== null && song?.id === offer.songId && offer.position > progress + MIN_RESUME_SECONDS && (duration === 0 || offer.position < duration) ? offer : null,
)

/** The commands' way in: resume at the offered position; play a kept position from the list. */
export const resumeRequested = createEvent()
export const bookmarkPlayRequested = createEvent<{ readonly songId: string }>()

const resumed = sample({ clock: resumeRequested, source: $resumeOffer, filter: Boolean, fn: (offer) => offer.position })
sample({ clock: resumed, target: seekRequested })
sample({ clock: resumed, fn: () => undefined, target: [offerTaken, playRequested] })

const bookmarkChosen = sample({ clock: bookmarkPlayRequested, source: $bookmarks, filter: (bookmarks, { songId }) => songId in bookmarks, fn: (bookmarks, { songId }) => bookmarks[songId]! })
sample({ clock: bookmarkChosen, fn: ({ song }) => song, target: songPlayed })
sample({ clock: bookmarkChosen, fn: () => undefined, target: resumeRequested })
