import type { PlaylistDetails } from '../../../model/library/playlists-list'
import { PlaylistOptionsMenu } from '../../playlists/PlaylistOptionsMenu'

/**
 * The "options" slot of the Playlist page headline: playlist management (edit,
 * delete…) belongs to the playlists feature, which renders its menu here.
 */
export function PlaylistOptions({ playlist }: { playlist: PlaylistDetails }) {
  return <PlaylistOptionsMenu playlist={playlist} />
}
