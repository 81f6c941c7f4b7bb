import { albumLikeToggled } from '../../model/library/lazy-requests'
import { $openAlbum } from '../../model/library/open-album'
import { $isSignedIn } from '../../model/session/signed-in'
import { defineCommand } from '../command'

/** Likes an album, or unlikes it: the heart passes `{ id, starred }`; keys and the palette act on the open album page. */
export const toggleAlbumLike = defineCommand({
  id: 'library.toggleAlbumLike',
  enabled: $isSignedIn,
  context: $openAlbum,
  target: albumLikeToggled,
})
