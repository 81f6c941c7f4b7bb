import { createStore } from 'effector'
import { albumLikeToggled } from '../../model/library/star'
import { $isSignedIn } from '../../model/session/signed-in'
import { defineCommand } from '../command'

/** Likes an album, or unlikes it; the album page's heart passes `{ id, starred }`. */
export const toggleAlbumLike = defineCommand({
  id: 'library.toggleAlbumLike',
  enabled: $isSignedIn,
  // Nothing to act on from the keyboard or the palette yet: only the button runs it.
  context: createStore<{ readonly id: string; readonly starred: boolean } | null>(null),
  target: albumLikeToggled,
})
