import type { AuthType } from '../../api/core/credentials'
import { AUTH_TYPES } from '../../api/core/credentials'

/** What the host page may preset: all five fields, or it is not a preset. */
export interface HostPresetConfig {
  readonly serverUrl: string
  readonly hideServer: boolean
  readonly username: string
  readonly password: string
  readonly authType: AuthType
  readonly hideRadios: boolean
}

export function parsePreset(raw: Readonly<Record<string, unknown>> | undefined): HostPresetConfig | null {
  if (raw === undefined || raw === null || typeof raw !== 'object') return null
  const { serverUrl, hideServer, username, password, authType, hideRadios } = raw
  if (typeof serverUrl !== 'string' || serverUrl === '') return null
  if (typeof hideServer !== 'boolean') return null
  if (typeof username !== 'string' || username === '') return null
  if (typeof password !== 'string' || password === '') return null
  if (authType === undefined || authType === null || authType === '') return null
  return {
    serverUrl,
    hideServer,
    username,
    password,
    authType: AUTH_TYPES.includes(authType as AuthType) ? (authType as AuthType) : 'token',
    hideRadios: hideRadios === true,
  }
}

/** The host's radios setting applies even when the connection preset is incomplete. */
export function presetHidesRadios(raw: Readonly<Record<string, unknown>> | undefined): boolean {
  return raw?.hideRadios === true
}
