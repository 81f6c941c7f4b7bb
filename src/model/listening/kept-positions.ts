import { combine, createEvent, createStore, sample } from 'effector'
import * as t from 'io-ts'
import { Song } from '../../api/codecs/song'
import { lazyModule } from '../lazy/lazy-module'
import { persistStore } from '../persistence/persist-store'
import { $duration, $progress } from '../player/progress'
import { $currentSong } from '../queue/queue'
import { $isLongTrack } from './long-tracks'

/**
 * The light side of resume-where-you-stopped, at start-up: the kept positions (stored), the
 * offer to resume and the commands' way in. The rest (keeping positions while a long track plays,
 * the server's bookmarks) is bookmarks.ts, loaded when first needed: a long track becomes
 * current, a song with a kept position becomes current, the Bookmarks list opens, or a command
 * asks to resume. Until then no long track has played, so there is nothing to keep. Once loaded,
 * the module reports here the positions it kept or forgot and when the offer is withdrawn.
 */

/** A position kept in a song: seconds, and when it was kept (epoch ms). */
export interface KeptPosition {
  readonly song: Song
  readonly position: number
  readonly changed: number
}
export type Bookmarks = Readonly<Record<string, KeptPosition>>

/** Positions closer than this to the start are not worth resuming. */
export const MIN_RESUME_SECONDS = 5

/** What bookmarks.ts reports (nothing else fires these). */
export const bookmarksShown = createEvent<Bookmarks>()
/** The offer was taken, or another position was kept for its song. */
export const offerWithdrawn = createEvent()
/** The server's list arrived: the current song may have a kept position now. */
export const offerChecked = createEvent<unknown>()

export const $bookmarks = createStore<Bookmarks>({}).on(bookmarksShown, (_, bookmarks) => bookmarks)

const StoredBookmarks = t.record(t.string, t.type({ song: Song, position: t.number, changed: t.number }))
persistStore({ store: $bookmarks, key: 'bookmarks', version: 1, codec: StoredBookmarks, pick: (bookmarks) => bookmarks })

export const newestFirst = (bookmarks: Bookmarks) => Object.values(bookmarks).sort((a, b) => b.changed - a.changed)

/** The kept positions, the newest first (the palette's Bookmarks list). */
export const $bookmarkList = $bookmarks.map(newestFirst)

/** The current song when it is a long track (its position is kept while it plays). */
export const $longSong = combine($currentSong, $isLongTrack, (song, long) => (long ? song : null))

/**
 * The offer to resume: made when a song with a kept position becomes current, withdrawn once it
 * is taken, the position is reached or another position is kept for it.
 */
const offerMade = createEvent<{ songId: string; position: number }>()
const $offer = createStore<{ songId: string; position: number } | null>(null, { serialize: 'ignore' })
  .on(offerMade, (_, offer) => offer)
  .reset(offerWithdrawn)
sample({
  clock: [$currentSong.updates, offerChecked],
  source: { bookmarks: $bookmarks, song: $currentSong },
  filter: ({ bookmarks, song }) => song !== null && (bookmarks[song.id]?.position ?? 0) >= MIN_RESUME_SECONDS,
  fn: ({ bookmarks, song }) => ({ songId: song!.id, position: bookmarks[song!.id]!.position }),
  target: offerMade,
})

export const $resumeOffer = combine($offer, $currentSong, $progress, $duration, (offer, song, progress, duration) =>
  offer !== null && song?.id === offer.songId && offer.position > progress + MIN_RESUME_SECONDS && (duration === 0 || offer.position < duration) ? offer : null,
)

// The way in, loading bookmarks.ts on the first request (src/model/lazy/lazy-module.ts).
const bookmarksModule = lazyModule(() => import('./bookmarks'))
/** Resume at the offered position. */
export const resumeRequested = bookmarksModule.request((module) => module.resume)
/** Play a kept position from the list. */
export const bookmarkPlayRequested = bookmarksModule.request((module) => module.playKept)
/** The Bookmarks list opened: the server's bookmarks are read if not yet. */
export const bookmarksListOpened = bookmarksModule.request((module) => module.listOpened)

const longSongCurrent = bookmarksModule.request((module) => module.longSongCurrent)
sample({ clock: $longSong.updates, filter: (song) => song !== null, fn: () => undefined, target: longSongCurrent })
// A song with a kept position (a long track once, perhaps not under today's threshold): played to
// its end, its position is forgotten.
const keptSongCurrent = bookmarksModule.request((module) => module.keptSongCurrent)
sample({ clock: $currentSong.updates, source: $bookmarks, filter: (bookmarks, song) => song !== null && song.id in bookmarks, fn: () => undefined, target: keptSongCurrent })
