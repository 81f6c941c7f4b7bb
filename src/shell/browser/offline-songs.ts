import { parseMediaAddress } from '../../api/core/media-route'
import { OFFLINE_CACHE, offlineCoverKey, offlineCoversPrefix, offlineSongKey } from '../../sw/offline-key'
import { DownloadError, fetchDownload } from '../download-response'
import { isQuotaError } from '../json-documents'
import type { OfflineSongs } from '../shell'
import { OfflineSongError } from '../shell'

/** The parts of a window the kept songs use (a fake in tests). */
export interface OfflineSongsHost {
  readonly fetch: typeof fetch
  readonly caches: CacheStorage
  readonly location: { readonly href: string }
  readonly navigator: { readonly storage?: Pick<StorageManager, 'persist' | 'estimate'> & Partial<Pick<StorageManager, 'persisted'>> }
}

/**
 * Kept songs and covers in Cache Storage `tonearm-offline-v1`, under the key the Service Worker
 * looks up for a stream or cover address (src/sw/offline-key.ts): the page fetches each whole
 * through the worker's media address, checks it, then stores it. `base` is the app's base path (`/`).
 */
export function cacheOfflineSongs(host: OfflineSongsHost, base: string): OfflineSongs {
  const scope = new URL(base, host.location.href).href
  const keyOf = (url: string): string => {
    const address = new URL(url, host.location.href)
    const media = parseMediaAddress(address.pathname, `${base}media/`)
    const key =
      media?.method === 'stream' ? offlineSongKey(scope, media.key, address.searchParams) : media?.method === 'getCoverArt' ? offlineCoverKey(scope, media.key, address.searchParams) : null
    if (!key) throw new OfflineSongError('failed', `Not a stream's or a cover's media address: ${address.pathname}`)
    return key
  }
  return {
    async keep(url, signal) {
      const key = keyOf(url)
      // Past the HTTP cache: the worker answers, and forwards to the server with cache: 'no-store'.
      const fetchFn: typeof fetch = (input, init) => {
        const inner = init?.signal
        const both = inner ? AbortSignal.any([signal, inner]) : signal
        return host.fetch(input, { ...init, signal: both, cache: 'no-store' })
      }
      let file
      try {
        file = await fetchDownload(fetchFn, url)
      } catch (error) {
        if (signal.aborted) throw signal.reason ?? new DOMException('Aborted', 'AbortError')
        if (error instanceof DownloadError) {
          const reason = error.reason === 'truncated' || error.reason === 'stalled' ? 'cut' : error.reason === 'network' ? 'network' : 'failed'
          throw new OfflineSongError(reason, error.message)
        }
        throw new OfflineSongError('failed', error instanceof Error ? error.message : String(error))
      }
      if (signal.aborted) throw signal.reason ?? new DOMException('Aborted', 'AbortError')
      const size = file.bytes.size
      const headers: Record<string, string> = { 'Content-Length': String(size) }
      if (file.bytes.type) headers['Content-Type'] = file.bytes.type
      try {
        const cache = await host.caches.open(OFFLINE_CACHE)
        await cache.put(key, new Response(file.bytes, { headers }))
      } catch (error) {
        if (isQuotaError(error)) throw new OfflineSongError('quota', 'The storage quota is exhausted')
        throw new OfflineSongError('failed', error instanceof Error ? error.message : String(error))
      }
      return size
    },
    async remove(urls) {
      if (urls.length === 0 || !(await host.caches.has(OFFLINE_CACHE))) return
      const cache = await host.caches.open(OFFLINE_CACHE)
      for (const url of urls) await cache.delete(keyOf(url))
    },
    async forget(serverKey) {
      if (!(await host.caches.has(OFFLINE_CACHE))) return
      const cache = await host.caches.open(OFFLINE_CACHE)
      const prefixes = [`${scope}offline/${serverKey}/`, offlineCoversPrefix(scope, serverKey)]
      for (const request of await cache.keys()) if (prefixes.some((prefix) => request.url.startsWith(prefix))) await cache.delete(request)
    },
    async persist() {
      return (await host.navigator.storage?.persist().catch(() => false)) ?? false
    },
    async estimate() {
      const storage = host.navigator.storage
      const estimate = await storage?.estimate().catch(() => null)
      const persisted = (await storage?.persisted?.().catch(() => false)) ?? false
      return estimate ? { usage: estimate.usage ?? 0, quota: estimate.quota ?? 0, persisted } : null
    },
  }
}
