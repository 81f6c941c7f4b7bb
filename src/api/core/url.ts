import type { Either } from 'fp-ts/Either'
import { left, right } from 'fp-ts/Either'
import { CLIENT_NAME } from './constants'
import type { Connection } from './connection'
import { normaliseServerUrl } from './connection'
import type { ApiFailure } from './failure'

export type ParamValue = string | number | boolean | undefined | null | readonly (string | number)[]
export type Params = Readonly<Record<string, ParamValue>>

/**
 * `{server}/rest/{method}?u&v&c&f=json` plus `t`+`s` (token) or `p` (enc: password), then the
 * call's own parameters; a list becomes a repeated parameter (songId=1&songId=2).
 */
export function buildRestUrl(
  connection: Connection,
  method: string,
  params: Params = {},
  options: { readonly version?: string; readonly format?: 'json' | null } = {},
): Either<ApiFailure, URL> {
  const { credentials } = connection
  const address = `${normaliseServerUrl(connection.url)}/rest/${method}`
  if (!URL.canParse(address)) return left({ kind: 'config', message: `Invalid server URL: ${connection.url}` })
  const url = new URL(address)
  const query = url.searchParams
  query.set('u', credentials.username)
  query.set('v', options.version ?? connection.protocolVersion)
  query.set('c', CLIENT_NAME)
  if (options.format !== null) query.set('f', options.format ?? 'json')
  switch (credentials.authType) {
    case 'token':
      query.set('t', credentials.token)
      query.set('s', credentials.salt)
      break
    case 'password':
      query.set('p', credentials.password)
      break
    default:
      return left({ kind: 'config', message: 'Invalid/unspecified auth type' })
  }
  for (const [key, value] of Object.entries(params)) appendParam(query, key, value)
  return right(url)
}

/** Adds one parameter (a list becomes a repeated parameter; undefined and null are left out). */
export function appendParam(query: URLSearchParams, key: string, value: ParamValue): void {
  if (value === undefined || value === null) return
  if (Array.isArray(value)) {
    for (const item of value) query.append(key, String(item))
    return
  }
  query.set(key, String(value))
}

/** The call's own parameters as a form body (OpenSubsonic formPost). */
export function formOf(params: Params): URLSearchParams {
  const form = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) appendParam(form, key, value)
  return form
}
