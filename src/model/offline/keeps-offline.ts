import type { Scope } from 'effector'
import { combine, createEvent, createStore } from 'effector'
import * as t from 'io-ts'
import type { Connection } from '../../api/core/connection'
import { mediaServerKeysOf } from '../../api/core/media-route'
import { $reachability } from '../connectivity/reachability'
import { persistStore } from '../persistence/persist-store'
import { serverForgotten } from '../servers/saved-servers'
import { $sessionCheckPending } from '../session/session-check'
import { $connection } from '../session/server-config'
import { serverOfId } from './forget-server'

/**
 * Whether the stored account keeps something offline, known at start-up without the kept
 * document (which lives in the host's document storage and loads later): the accounts (server
 * keys, src/api/core/media-route.ts) whose kept document holds an item kept whole, kept with the
 * persisted stores. For them the app opens at once, with what is kept, while the start-up check
 * is under way (src/ui/router/session-guard.ts, docs/offline.md).
 */
const $accountsKeeping = createStore<Readonly<Record<string, true>>>({})

/** An account's kept document was read or changed (kept-library.ts), or it was dropped (`keeps`: false). */
export const keptSongsCounted = createEvent<{ readonly serverKey: string; readonly keeps: boolean }>()

$accountsKeeping.on(keptSongsCounted, (accounts, { serverKey, keeps }) => {
  if (keeps === (accounts[serverKey] === true)) return accounts
  const { [serverKey]: _dropped, ...others } = accounts
  return keeps ? { ...others, [serverKey]: true as const } : others
})

persistStore({ store: $accountsKeeping, key: 'offlineAccounts', version: 1, codec: t.record(t.string, t.literal(true)), pick: (accounts) => accounts })

// A saved server forgotten drops what was kept for it (forget-server.ts), under either key.
$accountsKeeping.on(serverForgotten, (accounts, id) => {
  const server = serverOfId(id)
  const keys: readonly string[] = server === null ? [] : mediaServerKeysOf(server.url, server.username)
  if (!keys.some((key) => accounts[key] === true)) return accounts
  return Object.fromEntries(Object.entries(accounts).filter(([key]) => !keys.includes(key)))
})

/** Whether the signed-in account keeps something offline (under the key of either origin it may have). */
const keeps = (accounts: Readonly<Record<string, true>>, connection: Connection | null): boolean =>
  connection !== null && mediaServerKeysOf(connection.url, connection.credentials.username).some((key) => accounts[key] === true)

/** Whether the signed-in account keeps something offline, in `scope` now (Home's route asks for the code that shows it). */
export const keepsOfflineIn = (scope: Scope): boolean => keeps(scope.getState($accountsKeeping), scope.getState($connection))

/**
 * What is kept shows first, without waiting for the server: it cannot be reached, or the start-up
 * check is under way for an account that keeps songs offline: the app opened at once. An answer
 * that comes later replaces what is kept.
 */
export const $keptFirst = combine(
  { accounts: $accountsKeeping, connection: $connection, reachability: $reachability, checking: $sessionCheckPending },
  ({ accounts, connection, reachability, checking }) => reachability === 'unreachable' || (checking && keeps(accounts, connection)),
)
