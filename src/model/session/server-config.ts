import { createEvent, createStore } from 'effector'
import * as t from 'io-ts'
import type { Connection } from '../../api/core/connection'
import { DEFAULT_PROTOCOL_VERSION, DEFAULT_SERVER_TYPE } from '../../api/core/constants'
import type { AuthType, Credentials } from '../../api/core/credentials'

/** The `data` slice of app_store: the configured server and how to reach it. */
export interface ServerConfig {
  readonly isServerConfigured: boolean
  readonly osType: string
  readonly url: string
  readonly username: string
  /**
   * The MD5 token (token mode) or `enc:HEX` (password mode): never the password in clear. Stored
   * sealed (src/model/persistence/app-store.ts); empty until the sealed value is opened.
   */
  readonly password: string
  /** The random salt of the token, drawn anew at every login (empty in password mode). */
  readonly salt: string
  readonly authType: AuthType
  readonly protocolVersion: string
  readonly serverType: string
  readonly lockUser: boolean
  readonly songCount: number | null
  /** Not persisted. (logoutDialogState lives with the other dialogs in dialogs/dialogs.ts.) */
  readonly hideServer: boolean
}

export const DEFAULT_SERVER_CONFIG: ServerConfig = {
  isServerConfigured: false,
  osType: '',
  url: '',
  username: '',
  password: '',
  salt: '',
  authType: 'token',
  protocolVersion: DEFAULT_PROTOCOL_VERSION,
  serverType: DEFAULT_SERVER_TYPE,
  lockUser: false,
  songCount: null,
  hideServer: false,
}

/** The persisted fields, as stored; anything missing takes its default. */
export const StoredServerConfig = t.partial({
  isServerConfigured: t.boolean,
  osType: t.string,
  url: t.string,
  username: t.string,
  password: t.string,
  salt: t.string,
  authType: t.keyof({ token: null, password: null }),
  protocolVersion: t.string,
  serverType: t.string,
  lockUser: t.boolean,
  songCount: t.union([t.number, t.null]),
})
export type StoredServerConfig = t.TypeOf<typeof StoredServerConfig>

export function storedServerConfig(config: ServerConfig): StoredServerConfig {
  const { hideServer: _hidden, ...stored } = config
  return stored
}

/** What a successful connection stores (saveConfig). */
export interface SavedServer {
  readonly url: string
  readonly credentials: Credentials
  readonly protocolVersion: string
  readonly serverType: string
}

export const serverConfigLoaded = createEvent<StoredServerConfig>()
export const serverSaved = createEvent<SavedServer>()
export const serverRemoved = createEvent()
export const presetApplied = createEvent<{ server: SavedServer; hideServer: boolean }>()
export const osTypeDetected = createEvent<string>()
/** The stored credential, unsealed after the rest of the stored config was loaded. */
export const storedCredentialOpened = createEvent<string>()
/** The host page presets nothing (any more): a lock a former preset stored must not stay. */
export const presetAbsent = createEvent()

export const $serverConfig = createStore<ServerConfig>(DEFAULT_SERVER_CONFIG)
  .on(serverConfigLoaded, (config, stored) => ({ ...config, ...stored }))
  .on(serverSaved, (config, saved) => ({ ...config, ...savedFields(saved), isServerConfigured: true }))
  .on(presetApplied, (config, { server, hideServer }) => ({
    ...config,
    ...savedFields(server),
    isServerConfigured: true,
    lockUser: true,
    hideServer,
  }))
  .on(serverRemoved, (config) => ({
    ...config,
    isServerConfigured: false,
    url: '',
    username: '',
    password: '',
    salt: '',
    protocolVersion: DEFAULT_PROTOCOL_VERSION,
    serverType: DEFAULT_SERVER_TYPE,
    authType: 'token',
    songCount: null,
    // A preset applies again at the next start; until then the emptied form must be usable.
    lockUser: false,
    hideServer: false,
  }))
  .on(osTypeDetected, (config, osType) => ({ ...config, osType }))
  // A sign-in or a preset that came first wins.
  .on(storedCredentialOpened, (config, password) => (config.password === '' ? { ...config, password } : config))
  .on(presetAbsent, (config) => (config.lockUser ? { ...config, lockUser: false } : config))

function savedFields(saved: SavedServer): Partial<ServerConfig> {
  const { credentials } = saved
  return {
    url: saved.url,
    username: credentials.username,
    authType: credentials.authType,
    password: credentials.authType === 'token' ? credentials.token : credentials.password,
    salt: credentials.authType === 'token' ? credentials.salt : '',
    protocolVersion: saved.protocolVersion,
    serverType: saved.serverType,
  }
}

/** How to reach the server, once URL, credential and the configured flag are all present. */
export const $connection = $serverConfig.map((config): Connection | null => {
  if (!config.isServerConfigured || !config.url || !config.password) return null
  const credentials: Credentials =
    config.authType === 'token'
      ? { authType: 'token', username: config.username, token: config.password, salt: config.salt }
      : { authType: 'password', username: config.username, password: config.password }
  return { url: config.url, credentials, protocolVersion: config.protocolVersion }
})

export const $isNavidrome = $serverConfig.map((config) => config.serverType === 'navidrome')
export const $userLocked = $serverConfig.map((config) => config.lockUser)
