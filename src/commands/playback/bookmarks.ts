import { createEvent, sample } from 'effector'
import { $resumeOffer, bookmarkPlayRequested, bookmarksListOpened, resumeRequested } from '../../model/listening/kept-positions'
import { dialogOpened } from '../../model/dialogs/dialogs'
import { palettePageOpened } from '../../model/dialogs/palette-page'
import { $isSignedIn } from '../../model/session/signed-in'
import { defineCommand } from '../command'

/** "Resume at 42:10": the kept position of the long track that is current. */
export const resumeAtBookmark = defineCommand({
  id: 'playback.listening.resume',
  keys: 'B P',
  enabled: $resumeOffer.map((offer) => offer !== null),
  target: resumeRequested,
})

const listOpened = createEvent()
sample({ clock: listOpened, fn: () => 'bookmarks' as const, target: palettePageOpened })
sample({ clock: listOpened, fn: () => 'palette' as const, target: dialogOpened })
sample({ clock: listOpened, target: bookmarksListOpened })

/** The palette's list of kept positions, the newest first. */
export const openBookmarks = defineCommand({
  id: 'playback.listening.bookmarks',
  keys: 'B L',
  enabled: $isSignedIn,
  target: listOpened,
})

/** Plays a kept position (chosen in the palette's list). */
export const playBookmark = defineCommand({
  id: 'playback.listening.playBookmark',
  payloadOnly: true,
  enabled: $isSignedIn,
  target: bookmarkPlayRequested,
  adapt: ({ songId }: { songId: string }) => ({ songId }),
})

export const bookmarkCommands = [resumeAtBookmark, openBookmarks, playBookmark] as const
