import { createEvent, sample } from 'effector'
import { albumsReloadRequested, moreAlbumsRetried } from './album-list'
import { moreSongsRetried, songsReloadRequested } from './songs-list'

/** Which list a Retry button asks again: the whole of it, or the rest after a later page failed. */
export type RetriedList = 'songs' | 'moreSongs' | 'albums' | 'moreAlbums'

/** A Retry button of the Songs or Albums screen. */
export const listRetried = createEvent<RetriedList>()

sample({ clock: listRetried, filter: (list) => list === 'songs', target: songsReloadRequested })
sample({ clock: listRetried, filter: (list) => list === 'moreSongs', target: moreSongsRetried })
sample({ clock: listRetried, filter: (list) => list === 'albums', target: albumsReloadRequested })
sample({ clock: listRetried, filter: (list) => list === 'moreAlbums', target: moreAlbumsRetried })
