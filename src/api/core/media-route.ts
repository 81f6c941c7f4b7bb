import { isLeft } from 'fp-ts/Either'
import type { Connection } from './connection'
import { normaliseServerUrl } from './connection'
import type { Params } from './url'
import { appendParam, buildRestUrl } from './url'

/**
 * Media addresses without credentials (docs/service-worker.md): covers and streams reach the DOM
 * as `<base>media/<server key>/<method>?<the call's own parameters>`, an address of this origin
 * that the Service Worker (src/sw) turns into the server's address, adding the user name,
 * client, version and credential on the way. The page's caches and history then never hold a
 * password (`p=enc:…`) or a token.
 */
export interface MediaRoute {
  /** The app's base path followed by `media/`, e.g. `/media/`. */
  readonly base: string
}

/** What the Service Worker needs to reach one server: sent by the page, kept in its memory only. */
export interface MediaServer {
  readonly key: string
  /** `https://host/path/rest/` */
  readonly rest: string
  /** `u=…&v=…&c=…&p=…` (or `t=…&s=…`): the credential part of every call's query. */
  readonly auth: string
  /**
   * Where the desktop app's kept songs are served for this launch: a path of the page's origin
   * (`/kept-<random>/`, the runtime's mount of its kept-songs folder). Absent in a browser.
   */
  readonly kept?: string
}

/** The methods the worker forwards: nothing else is reachable through a media address. */
export const MEDIA_METHODS: readonly string[] = ['getCoverArt', 'stream', 'download']

/** A server key starts with `o` when the server is the page's own origin, `x` otherwise. */
const KEY_PATTERN = /^[ox][0-9a-f]{8}$/

/** FNV-1a, 32 bits, as 8 hex digits: a short stable name, not a secret. */
export function fnv1a(text: string): string {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(16).padStart(8, '0')
}

/** Whether `url` is an address of `pageOrigin` (an unparsable one is not). */
function sameOrigin(url: string, pageOrigin: string): boolean {
  try {
    return new URL(url).origin === pageOrigin
  } catch {
    return false
  }
}

/** The key naming a server and user in media addresses: the same for every sign-in of that user. */
export function mediaServerKey(connection: Connection, pageOrigin: string): string {
  const url = normaliseServerUrl(connection.url)
  return (sameOrigin(url, pageOrigin) ? 'o' : 'x') + fnv1a(`${url}\n${connection.credentials.username}`)
}

/**
 * Both keys a server and user may have had (its own origin's, another origin's): a saved server
 * forgotten while the page does not know its origin yet still finds what was kept under either.
 */
export function mediaServerKeysOf(url: string, username: string): readonly [string, string] {
  const hash = fnv1a(`${normaliseServerUrl(url)}\n${username}`)
  return [`o${hash}`, `x${hash}`]
}

/** The worker's entry for this connection; null when the connection cannot make an address. */
export function mediaServerOf(connection: Connection, pageOrigin: string): MediaServer | null {
  const url = buildRestUrl(connection, '', {}, { format: null })
  if (isLeft(url)) return null
  const { origin, pathname, search } = url.right
  return { key: mediaServerKey(connection, pageOrigin), rest: origin + pathname, auth: search.slice(1) }
}

/** `<base><key>/<method>?<params>`: the address the page puts in `<img src>` or `<audio src>`. */
export function localMediaAddress(route: MediaRoute, key: string, method: string, params: Params): string {
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(params)) appendParam(query, name, value)
  return `${route.base}${key}/${method}?${query.toString()}`
}

/** A media address taken apart; null when `pathname` is not one under `base`. */
export function parseMediaAddress(pathname: string, base: string): { readonly key: string; readonly method: string } | null {
  if (!pathname.startsWith(base)) return null
  const [key, method, ...rest] = pathname.slice(base.length).split('/')
  if (rest.length > 0 || !key || !method || !KEY_PATTERN.test(key) || !MEDIA_METHODS.includes(method)) return null
  return { key, method }
}

/** The server's address for a media address's method and query: credentials first, as src/api/core/url.ts orders them. */
export function upstreamMediaAddress(server: MediaServer, method: string, search: string): string {
  const own = search.startsWith('?') ? search.slice(1) : search
  return `${server.rest}${method}?${server.auth}${own ? `&${own}` : ''}`
}
