import { updateBatches } from '../../api/calls/playlists'
import type { Connection } from '../../api/core/connection'
import type { ServerExtensions } from '../session/server-extensions'
import { knownExtensions, serverExtensionsFx } from '../session/server-extensions'

/**
 * One updatePlaylist, as the model states it (light: the offline write queue keeps these from
 * start-up, the playlists model loads on a first write). Every field is sent only when set.
 */
export interface PlaylistChange {
  readonly id: string
  readonly name?: string
  readonly comment?: string
  readonly isPublic?: boolean
  readonly songIdsToAdd?: readonly string[]
  readonly songIndexesToRemove?: readonly number[]
}

export function updateParams(change: PlaylistChange) {
  return {
    playlistId: change.id,
    name: change.name,
    comment: change.comment,
    public: change.isPublic,
    songIdToAdd: change.songIdsToAdd,
    songIndexToRemove: change.songIndexesToRemove,
  }
}

/**
 * Whether long parameter lists may go in a POST body: only when the server advertises OpenSubsonic
 * `formPost`. Not known yet for this server: asked now, before the first request too long for one
 * address (a server that cannot say gets several short requests, which every server takes). Call
 * it before any other await of an effect, so the extensions are stored in the effect's scope.
 */
export async function formPostFor(extensions: ServerExtensions | null, connection: Connection, change: PlaylistChange): Promise<boolean> {
  // A change whose address is short enough goes as one GET anyway: nothing to ask.
  if (updateBatches(connection, updateParams(change)).length <= 1) return false
  const names = knownExtensions(extensions, connection) ?? (await serverExtensionsFx(connection))?.names ?? []
  return names.includes('formPost')
}
