import { attach, createEvent, sample } from 'effector'
import type { KeyValueStorage } from '../../shell/shell'
import type { HostTask } from '../host/host-task'
import { hostTaskFx } from '../host/host-task'
import { $shell } from '../host/shell'
import { PLAYER_KEY } from '../player/player-persistence'
import { APP_STORE_KEY, APP_STORE_VERSION } from '../persistence/app-store'
import { queueDocumentOf, QUEUE_DOCUMENT_KEY } from '../player/queue-document'
import { $queue, pauseRequested } from '../queue/queue'
import { $serverConfig, $userLocked } from '../session/server-config'
import type { SavedServerEntry } from './saved-servers'
import { $currentServerId, $savedServers, serverForgotten } from './saved-servers'

/**
 * Switching servers (issue 18). Each server keeps its own queue: the signed-in server's is put
 * aside (`queue@<user@url>` in the host's documents) and the chosen one's put back as `queue`;
 * app_store's `data` becomes the chosen server's, then the app starts afresh. Starting afresh is
 * what guarantees that no store, cache, `<img>` or `<audio>` of one server is used against
 * another: nothing of the previous server's library survives in memory. `serverId: null` signs
 * out without forgetting (the login screen then adds another server).
 */
export const serverSwitchRequested = createEvent<{ readonly serverId: string | null }>()

export function stashedQueueKey(serverId: string): string {
  return `${QUEUE_DOCUMENT_KEY}@${serverId}`
}

interface Switch {
  readonly from: string | null
  readonly to: SavedServerEntry | null
}

const switchFx = attach({
  source: { shell: $shell, queue: $queue },
  effect: async ({ shell, queue }, { from, to }: Switch) => {
    if (from !== null) await shell.documents.set(stashedQueueKey(from), JSON.stringify(queueDocumentOf(queue)))
    const stashed = to === null ? undefined : await shell.documents.get(stashedQueueKey(to.id))
    if (stashed === undefined) await shell.documents.remove(QUEUE_DOCUMENT_KEY)
    else await shell.documents.set(QUEUE_DOCUMENT_KEY, stashed)
    shell.storage.set(APP_STORE_KEY, JSON.stringify({ state: appStoreWith(shell.storage.get(APP_STORE_KEY), to), version: APP_STORE_VERSION }))
    forgetProgress(shell.storage)
    await shell.restart?.()
  },
})
switchFx.fail.watch(({ error }) => console.error('Could not switch servers:', error))

/** app_store with `data` replaced by the chosen server (the rest, such as pages, kept). */
function appStoreWith(stored: string | null, to: SavedServerEntry | null): Record<string, unknown> {
  let state: Record<string, unknown> = {}
  try {
    const parsed = stored === null ? null : (JSON.parse(stored) as { state?: unknown })
    if (parsed && typeof parsed.state === 'object' && parsed.state !== null) state = parsed.state as Record<string, unknown>
  } catch {
    // unreadable: written afresh
  }
  const data = (typeof state.data === 'object' && state.data !== null ? state.data : {}) as Record<string, unknown>
  if (to === null) return { ...state, data: { ...data, isServerConfigured: false, url: '', username: '', password: '', salt: '', songCount: null } }
  const { id: _id, name: _name, ...server } = to
  return { ...state, data: { ...data, ...server, isServerConfigured: true, lockUser: false, songCount: null } }
}

/** The position stored in `player` was in the previous server's song: the chosen queue starts at 0. */
function forgetProgress(storage: KeyValueStorage): void {
  try {
    const stored = storage.get(PLAYER_KEY)
    const parsed = stored === null ? null : (JSON.parse(stored) as { state?: { playerState?: Record<string, unknown> } })
    const playerState = parsed?.state?.playerState
    if (!parsed || !playerState) return
    storage.set(PLAYER_KEY, JSON.stringify({ ...parsed, state: { ...parsed.state, playerState: { ...playerState, progress: 0 } } }))
  } catch {
    // unreadable: player-persistence ignores it too
  }
}

const chosen = sample({
  clock: serverSwitchRequested,
  source: { servers: $savedServers, current: $currentServerId, config: $serverConfig, locked: $userLocked },
  filter: ({ servers, current, locked }, { serverId }) =>
    !locked && serverId !== current && (serverId === null || servers.some((server) => server.id === serverId)),
  fn: ({ servers, current }, { serverId }): Switch => ({ from: current, to: servers.find((server) => server.id === serverId) ?? null }),
})
sample({ clock: chosen, target: pauseRequested })
sample({ clock: chosen, target: switchFx })

/** A forgotten server's queue put aside goes with it. */
sample({
  clock: serverForgotten,
  fn: (serverId): HostTask => ({ run: (shell) => shell.documents.remove(stashedQueueKey(serverId)) }),
  target: hostTaskFx,
})
