import type { Effect, Scope, StoreWritable } from 'effector'
import { allSettled, fork } from 'effector'
import { vi } from 'vitest'
import { mediaServerKeysOf } from '../api/core/media-route'
import { $shell } from '../model/host/shell'
import type { Navigator } from '../model/navigation/navigation'
import type { ServerConfig } from '../model/session/server-config'
import { $serverConfig, DEFAULT_SERVER_CONFIG, serverSaved } from '../model/session/server-config'
import { keptSongsCounted } from '../model/offline/keeps-offline'
import { createMemoryShell } from '../shell/memory-shell'
import type { StreamProbe } from '../model/player/stream-access'
import { streamCorsProbeFx } from '../model/player/stream-access'

export type MemoryShell = ReturnType<typeof createMemoryShell>

/**
 * A forked scope whose host is an in-memory shell (storage, cookies, preset). The stream CORS
 * probe answers `refused` without a request unless `handlers` says otherwise (the test server,
 * http://music.test, is of another origin than jsdom's page).
 */
export function forkWithShell(
  options: {
    shell?: MemoryShell
    // oxlint-disable-next-line typescript/no-explicit-any -- effector's own pair types use any
    values?: Array<[StoreWritable<any>, unknown]>
    // oxlint-disable-next-line typescript/no-explicit-any
    handlers?: Array<[Effect<any, any, any>, (...args: never[]) => unknown]>
  } = {},
): { scope: Scope; shell: MemoryShell } {
  const shell = options.shell ?? createMemoryShell()
  const scope = fork({ values: [[$shell, shell], ...(options.values ?? [])], handlers: [[streamCorsProbeFx, refusedProbe], ...(options.handlers ?? [])] })
  return { scope, shell }
}

const refusedProbe = ({ origin }: StreamProbe) => ({ origin, answer: 'refused' as const })

/** The configuration `signIn` leaves stored (alice on http://music.test, token mode), as app_store restores it after a reload. */
export const STORED_SERVER_CONFIG: ServerConfig = {
  ...DEFAULT_SERVER_CONFIG,
  isServerConfigured: true,
  url: 'http://music.test',
  username: 'alice',
  password: 'tok',
  salt: 'salt',
  authType: 'token',
}

/** A scope started with `STORED_SERVER_CONFIG` already configured (a reload, before the session check), on an in-memory shell. */
export function forkWithStoredServer(options: Parameters<typeof forkWithShell>[0] = {}): ReturnType<typeof forkWithShell> {
  return forkWithShell({ ...options, values: [[$serverConfig, STORED_SERVER_CONFIG], ...(options.values ?? [])] })
}

/** A navigator that only records where the app asked to go. */
export function fakeNavigator(): Navigator & { readonly paths: string[]; readonly replaced: boolean[] } {
  const paths: string[] = []
  const replaced: boolean[] = []
  return {
    paths,
    replaced,
    navigate: vi.fn<(path: string, options?: { replace?: boolean }) => void>((path: string, options?: { replace?: boolean }) => {
      paths.push(path)
      replaced.push(options?.replace === true)
    }),
  }
}

/** A saved token-mode server: the app's commands and layout become available. */
export async function signIn(scope: Scope): Promise<void> {
  await allSettled(serverSaved, {
    scope,
    params: {
      url: 'http://music.test',
      credentials: { authType: 'token', username: 'alice', token: 'tok', salt: 'salt' },
      protocolVersion: '1.16.1',
      serverType: 'subsonic',
    },
  })
}

/** The stored account (`STORED_SERVER_CONFIG`'s) keeps songs offline, as its kept document would have said before the reload. */
export async function keepsOfflineStored(scope: Scope): Promise<void> {
  const serverKey = mediaServerKeysOf(STORED_SERVER_CONFIG.url, STORED_SERVER_CONFIG.username)[1]
  await allSettled(keptSongsCounted, { scope, params: { serverKey, keeps: true } })
}
