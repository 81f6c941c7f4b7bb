import { sample } from 'effector'
import { mediaServerKeysOf } from '../../api/core/media-route'
import type { HostTask } from '../host/host-task'
import { hostTaskFx } from '../host/host-task'
import { serverForgotten } from '../servers/saved-servers'
import { keptDocumentKey } from './kept-key'

/**
 * A saved server forgotten (the login screen's or the palette's "Forget"): what was kept offline
 * for it goes too, its songs and its kept document, under either key it may have had. Light: the
 * login screen forgets servers without the kept model loaded. (Signing out of the signed-in one
 * is the media worker step's: src/start/media-worker-step.ts.)
 */

/** A saved server's id (`user@url`, saved-servers.ts) taken apart: the address starts at the last `@http`. */
export function serverOfId(id: string): { readonly url: string; readonly username: string } | null {
  const at = id.search(/@https?:\/\/(?!.*@https?:\/\/)/)
  return at < 0 ? null : { username: id.slice(0, at), url: id.slice(at + 1) }
}

sample({
  clock: serverForgotten,
  filter: (id) => serverOfId(id) !== null,
  fn: (id): HostTask => {
    const { url, username } = serverOfId(id)!
    return {
      run: async (shell) => {
        for (const key of mediaServerKeysOf(url, username)) {
          await shell.offlineSongs?.forget(key)
          await shell.documents.remove(keptDocumentKey(key))
        }
      },
      what: 'What was kept offline for a forgotten server could not be removed:',
    }
  },
  target: hostTaskFx,
})
