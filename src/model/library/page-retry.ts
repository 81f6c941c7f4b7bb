import { createEvent, sample } from 'effector'
import { folderPageRequested } from './folder-requests'
import { albumPageRequested, artistPageRequested, artistsListRequested, searchPageRequested } from './lazy-requests'

/** A page whose data failed to load, as its Try again names it. */
export type RetriedPage =
  | { readonly kind: 'album'; readonly albumId: string }
  | { readonly kind: 'artist'; readonly artistId: string }
  | { readonly kind: 'artists' }
  | { readonly kind: 'search'; readonly query: string }
  | { readonly kind: 'folder'; readonly folderId: string }

/** A failed page's Try again: asks for its data again, whatever was asked before. */
export const pageRetried = createEvent<RetriedPage>()

sample({ clock: pageRetried, filter: (page) => page.kind === 'album', fn: (page) => (page.kind === 'album' ? page.albumId : ''), target: albumPageRequested })
sample({ clock: pageRetried, filter: (page) => page.kind === 'artist', fn: (page) => (page.kind === 'artist' ? page.artistId : ''), target: artistPageRequested })
sample({ clock: pageRetried, filter: (page) => page.kind === 'artists', fn: () => undefined, target: artistsListRequested })
sample({ clock: pageRetried, filter: (page) => page.kind === 'search', fn: (page) => (page.kind === 'search' ? page.query : ''), target: searchPageRequested })
sample({ clock: pageRetried, filter: (page) => page.kind === 'folder', fn: (page) => (page.kind === 'folder' ? page.folderId : ''), target: folderPageRequested })
