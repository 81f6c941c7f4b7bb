import { createEvent, createStore, sample, scopeBind } from 'effector'
import * as t from 'io-ts'
import type { Shell } from '../../shell/shell'
import type { HostTask } from '../host/host-task'
import { hostTaskFx } from '../host/host-task'
import { persistedDocument, persistedDocumentWriteRequested, persistedStoresRead } from '../persistence/persist-store'
import type { ServerConfig } from '../session/server-config'
import { $serverConfig } from '../session/server-config'
import { logoutConfirmed } from '../session/logout'

/**
 * The servers the user signed in to (issue 18: home, a friend's, work), each with what reaches it
 * and its own settings: URL, user, auth type, credential (the MD5 token and its salt, or `enc:`,
 * sealed by the shell's vault as app_store's is: never in clear), protocol version and server type. The
 * signed-in one is app_store's `data` as before; this list is what the palette and the login
 * screen switch between. A host preset locks to its one server: it is never listed.
 */
export const SAVED_SERVERS_KEY = 'servers'
export const SAVED_SERVERS_VERSION = 1

export const SavedServerEntry = t.type({
  /** `user@url`: one entry per user of a server. */
  id: t.string,
  name: t.string,
  url: t.string,
  username: t.string,
  authType: t.keyof({ token: null, password: null }),
  password: t.string,
  salt: t.string,
  protocolVersion: t.string,
  serverType: t.string,
})
export type SavedServerEntry = t.TypeOf<typeof SavedServerEntry>

const StoredServers = t.array(SavedServerEntry)

export function serverIdOf(config: Pick<ServerConfig, 'url' | 'username'>): string {
  return `${config.username}@${config.url}`
}

/** The host name names a server until the user names it ("music.example.org"). */
export function defaultServerName(url: string): string {
  try {
    return new URL(url).host || url
  } catch {
    return url
  }
}

export function entryOf(config: ServerConfig, name?: string): SavedServerEntry {
  return {
    id: serverIdOf(config),
    name: name ?? defaultServerName(config.url),
    url: config.url,
    username: config.username,
    authType: config.authType,
    password: config.password,
    salt: config.salt,
    protocolVersion: config.protocolVersion,
    serverType: config.serverType,
  }
}

/** A server's name: 1–64 characters once trimmed, unique among the saved servers (case aside). */
export const SERVER_NAME_MAX = 64
export type ServerNameProblem = 'empty' | 'tooLong' | 'taken'

export function serverNameProblem(servers: readonly SavedServerEntry[], serverId: string, name: string): ServerNameProblem | null {
  const trimmed = name.trim()
  if (trimmed === '') return 'empty'
  if ([...trimmed].length > SERVER_NAME_MAX) return 'tooLong'
  const taken = servers.some((server) => server.id !== serverId && server.name.trim().toLocaleLowerCase() === trimmed.toLocaleLowerCase())
  return taken ? 'taken' : null
}

/** Rename a saved server (the login screen's "Rename"): kept with its entry; an invalid name changes nothing. */
export const serverRenamed = createEvent<{ readonly serverId: string; readonly name: string }>()

/** Forget a saved server and its credential (the login screen's "Forget"). */
export const serverForgotten = createEvent<string>()
const serversLoaded = createEvent<readonly SavedServerEntry[]>()
const signedInServerSaved = createEvent<ServerConfig>()
const sealedEntryMade = createEvent<SavedServerEntry>()

export const $savedServers = createStore<readonly SavedServerEntry[]>([])
  .on(serversLoaded, (current, stored) => [...stored, ...current.filter((entry) => !stored.some((s) => s.id === entry.id))])
  .on(sealedEntryMade, (servers, made) => {
    const known = servers.find((entry) => entry.id === made.id)
    const entry = known ? { ...made, name: known.name } : made
    if (known && JSON.stringify(known) === JSON.stringify(entry)) return servers
    return known ? servers.map((server) => (server.id === made.id ? entry : server)) : [...servers, entry]
  })
  .on(serverForgotten, (servers, id) => servers.filter((server) => server.id !== id))
  .on(serverRenamed, (servers, { serverId, name }) => {
    if (!servers.some((server) => server.id === serverId) || serverNameProblem(servers, serverId, name) !== null) return servers
    const trimmed = name.trim()
    return servers.map((server) => (server.id === serverId && server.name !== trimmed ? { ...server, name: trimmed } : server))
  })

/** The signed-in server, when it is one of the list (not a preset's). */
export const $currentServerId = $serverConfig.map((config) =>
  config.isServerConfigured && !config.lockUser && config.password !== '' ? serverIdOf(config) : null,
)

/** Read and written with the persisted stores (one shared effect each way). */
const storedServersRead = persistedDocument({ key: SAVED_SERVERS_KEY, version: SAVED_SERVERS_VERSION, codec: StoredServers, whenAbsent: [] })
const $loaded = createStore(false).on(persistedStoresRead, () => true)

/** The last credential sealed per shell: a change of another field does not seal it again. */
const lastSealed = new WeakMap<Shell, { readonly plain: string; readonly sealed: string }>()

/** The entry with its credential sealed by the vault; it answers with sealedEntryMade. */
sample({
  clock: signedInServerSaved,
  fn: (config): HostTask => ({
    run: async (shell) => {
      const made = scopeBind(sealedEntryMade, { safe: true })
      const known = lastSealed.get(shell)
      const sealed = known?.plain === config.password ? known.sealed : await shell.vault.seal(config.password)
      lastSealed.set(shell, { plain: config.password, sealed })
      made(entryOf({ ...config, password: sealed }))
    },
    what: 'The server could not be added to the saved servers:',
    level: 'error',
  }),
  target: hostTaskFx,
})

sample({ clock: storedServersRead, target: serversLoaded })

/** Every server signed in to (not a preset's) joins the list or refreshes its entry: a new token, a newer version. */
sample({
  clock: [$serverConfig.updates, persistedStoresRead],
  source: $serverConfig,
  filter: (config) => config.isServerConfigured && !config.lockUser && config.url !== '' && config.password !== '',
  target: signedInServerSaved,
})

/** The server signed in to last (kept while logging out clears the configuration). */
const $lastServerId = createStore<string | null>(null).on($currentServerId, (last, id) => id ?? last)

/** Logging out forgets the server's credential: it leaves the list too. */
sample({ clock: logoutConfirmed, source: $lastServerId, filter: (id) => id !== null, fn: (id) => id!, target: serverForgotten })

sample({
  clock: $savedServers.updates,
  filter: $loaded,
  fn: (servers) => ({ key: SAVED_SERVERS_KEY, version: SAVED_SERVERS_VERSION, state: servers }),
  target: persistedDocumentWriteRequested,
})
