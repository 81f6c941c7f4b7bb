import type { MediaServer } from '../api/core/media-route'
import { upstreamMediaAddress } from '../api/core/media-route'
import type { KeptSongSource } from './kept-sources'
import { cachedKeptSongs, servedKeptSongs } from './kept-sources'
import { isMediaServer, QUESTION_MESSAGE } from './messages'
import { OFFLINE_CACHE, offlineCoverKey, offlineCoverPrefix } from './offline-key'
import type { ServiceWorkerScope, WindowClient } from './worker-scope'

/** How long a page may take to answer the worker's question for credentials. */
const ANSWER_TIMEOUT_MS = 3000
/** Covers the worker keeps (readable answers only: an opaque one costs megabytes of quota). */
export const COVER_CACHE = 'tonearm-covers-v1'

/**
 * Forwards media addresses to their server with the credentials added (src/api/core/media-route.ts).
 * The credentials live in this object's memory only: a worker restarted by the browser asks the
 * page that made the request, then any page it controls.
 */
export interface MediaProxyOptions {
  readonly keepCovers: boolean
  /**
   * Where kept songs are: Cache Storage (the browser), or the files the desktop's runtime serves
   * where the server's entry says (`kept`, a path of this origin for this launch).
   */
  readonly keptSongs: 'cache' | 'served'
  /** The worker's fetch of this origin's files (the desktop's kept songs); a stand-in in tests. */
  readonly fetchLocal?: typeof fetch
}

export function mediaProxy(sw: ServiceWorkerScope, scope: string, options: MediaProxyOptions = { keepCovers: true, keptSongs: 'cache' }) {
  const cached = options.keptSongs === 'cache' ? cachedKeptSongs(scope) : null
  /** The kept songs of a server's entry: the browser's cache, whatever the entry; the desktop's, where the entry says. */
  const keptOf = (server: MediaServer | null): KeptSongSource | null =>
    cached ?? (server?.kept ? servedKeptSongs(server.kept, options.fetchLocal) : null)
  const servers = new Map<string, MediaServer>()
  const asking = new Map<string, Promise<MediaServer | null>>()

  const ask = (client: WindowClient, key: string) =>
    new Promise<MediaServer | null>((resolve) => {
      const channel = new MessageChannel()
      const timer = setTimeout(() => resolve(null), ANSWER_TIMEOUT_MS)
      channel.port1.onmessage = (event: MessageEvent) => {
        clearTimeout(timer)
        resolve(isMediaServer(event.data) && event.data.key === key ? event.data : null)
      }
      client.postMessage({ type: QUESTION_MESSAGE, key }, [channel.port2])
    })

  const askPages = async (clientId: string, key: string): Promise<MediaServer | null> => {
    const own = clientId ? await sw.clients.get(clientId) : undefined
    const all = await sw.clients.matchAll({ type: 'window' })
    for (const client of [own, ...all.filter((other) => other.id !== clientId)]) {
      if (!client) continue
      const server = await ask(client, key)
      if (server) return server
    }
    return null
  }

  // A question under way ends with the pages' answer, or earlier with an entry a page sends on its own.
  const arrived = new Map<string, (server: MediaServer) => void>()

  const serverFor = (clientId: string, key: string): Promise<MediaServer | null> => {
    const known = servers.get(key)
    if (known) return Promise.resolve(known)
    let pending = asking.get(key)
    if (!pending) {
      const sent = new Promise<MediaServer>((resolve) => arrived.set(key, resolve))
      pending = Promise.race([askPages(clientId, key), sent]).then((server) => {
        asking.delete(key)
        arrived.delete(key)
        if (server) servers.set(key, server)
        return servers.get(key) ?? null
      })
      asking.set(key, pending)
    }
    return pending
  }

  /** The cover kept offline with an item, in the size asked. */
  const keptCover = async (key: string, url: URL): Promise<Response | null> => {
    const cacheKey = offlineCoverKey(scope, key, url.searchParams)
    if (!cacheKey || !(await caches.has(OFFLINE_CACHE))) return null
    return (await (await caches.open(OFFLINE_CACHE)).match(cacheKey)) ?? null
  }

  /** The largest size of the cover kept offline: what answers another size when the server cannot (the big player, the MediaSession artwork). */
  const anyKeptCover = async (key: string, url: URL): Promise<Response | null> => {
    const id = url.searchParams.get('id')
    if (!id || !(await caches.has(OFFLINE_CACHE))) return null
    const cache = await caches.open(OFFLINE_CACHE)
    const prefix = offlineCoverPrefix(scope, key, id)
    const sizeOf = (request: Request) => Number(request.url.slice(prefix.length)) || Number.MAX_SAFE_INTEGER
    const largest = (await cache.keys()).filter((kept) => kept.url.startsWith(prefix)).sort((one, other) => sizeOf(other) - sizeOf(one))[0]
    return largest ? ((await cache.match(largest)) ?? null) : null
  }

  const cover = async (request: Request, key: string, upstream: string, init: RequestInit): Promise<Response> => {
    const fetchCover = async (): Promise<Response> => {
      if (!options.keepCovers) return fetch(upstream, init)
      const cache = await caches.open(COVER_CACHE)
      const kept = await cache.match(request.url)
      if (kept) return kept
      const response = await fetch(upstream, init)
      // Only readable, whole answers: a failed or opaque one is not kept.
      if (response.status === 200 && response.type !== 'opaque') await cache.put(request.url, response.clone()).catch(() => undefined)
      return response
    }
    // The server unreachable or failing: another size of the cover kept offline, if any.
    const answer = await fetchCover().catch((error: unknown) => error)
    if (answer instanceof Response && answer.status < 500) return answer
    const kept = await anyKeptCover(key, new URL(request.url)).catch(() => null)
    if (kept) return kept
    if (answer instanceof Response) return answer
    throw answer
  }

  return {
    remember(server: MediaServer): void {
      servers.set(server.key, server)
      arrived.get(server.key)?.(server)
    },
    /** Signing out: the credentials, and the covers and songs kept under that server's key (offline ones included), go. */
    async forget(key: string | null): Promise<void> {
      if (key === null) servers.clear()
      else servers.delete(key)
      // The desktop's kept songs are files: the page drops them (OfflineSongs.forget).
      const names = [...(options.keepCovers ? [COVER_CACHE] : []), ...(cached ? [OFFLINE_CACHE] : [])]
      for (const name of names) {
        if (!(await caches.has(name))) continue
        const cache = await caches.open(name)
        for (const request of await cache.keys()) {
          if (key === null || new URL(request.url).pathname.includes(`/${key}/`)) await cache.delete(request)
        }
      }
    },
    async respond(request: Request, clientId: string, key: string, method: string): Promise<Response> {
      const url = new URL(request.url)
      const range = request.headers.get('Range')
      // The browser's kept songs are looked up before the credentials; the desktop's are found
      // through the server's entry, which says where they are served for this launch.
      if (method === 'stream' && cached) {
        const kept = await cached.exact(key, url, range).catch(() => null)
        if (kept) return kept
      }
      if (method === 'getCoverArt' && !range) {
        const kept = await keptCover(key, url).catch(() => null)
        if (kept) return kept
      }
      const server = await serverFor(clientId, key)
      const kept = keptOf(server)
      if (method === 'stream' && !cached && kept) {
        const copy = await kept.exact(key, url, range).catch(() => null)
        if (copy) return copy
      }
      if (!server) {
        const copy = method === 'stream' ? await kept?.any(key, url, range).catch(() => null) : method === 'getCoverArt' ? await anyKeptCover(key, url).catch(() => null) : null
        return copy ?? new Response('No credentials for this server: sign in again', { status: 503, statusText: 'Service Unavailable' })
      }
      const upstream = upstreamMediaAddress(server, method, url.search)
      // A server of another origin that sends no CORS answers an element without `crossOrigin`
      // opaquely; an element with it (Web Audio) needs the server's CORS, as without the worker.
      const otherOrigin = key.startsWith('x')
      const init: RequestInit = {
        mode: request.mode === 'cors' || !otherOrigin ? 'cors' : 'no-cors',
        credentials: 'omit',
        // The server's address carries the credentials: the HTTP cache must not keep it.
        cache: 'no-store',
        headers: range ? { Range: range } : {},
        signal: request.signal,
      }
      if (method === 'getCoverArt' && !range) return cover(request, key, upstream, init)
      if (method !== 'stream') return fetch(upstream, init)
      // The server unreachable or failing: a copy kept in another quality plays instead.
      const answer = await fetch(upstream, init).catch((error: unknown) => error)
      if (answer instanceof Response && (answer.type === 'opaque' || answer.status < 500)) return answer
      const copy = await kept?.any(key, url, range).catch(() => null)
      if (copy) return copy
      if (answer instanceof Response) return answer
      throw answer
    },
  }
}
