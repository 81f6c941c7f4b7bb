/**
 * Cache Storage in memory (Node has none): named caches of responses keyed by URL, with a quota
 * that makes `put` fail as a full browser storage does (a QuotaExceededError DOMException).
 */
export interface FakeCacheStorage extends CacheStorage {
  /** Bytes `put` may still store in all caches; Infinity by default. */
  quota: number
  /** Every stored URL per cache name. */
  readonly stored: (name: string) => string[]
}

export function fakeCacheStorage(): FakeCacheStorage {
  const caches = new Map<string, Map<string, { body: ArrayBuffer; headers: Headers; status: number }>>()
  let used = 0
  const urlOf = (request: RequestInfo | URL): string => (typeof request === 'string' ? new URL(request).href : request instanceof URL ? request.href : request.url)
  const cacheOf = (entries: Map<string, { body: ArrayBuffer; headers: Headers; status: number }>): Cache =>
    ({
      async put(request: RequestInfo | URL, response: Response) {
        const body = await response.arrayBuffer()
        if (used + body.byteLength > storage.quota) throw new DOMException('Quota exceeded', 'QuotaExceededError')
        const url = urlOf(request)
        used += body.byteLength - (entries.get(url)?.body.byteLength ?? 0)
        entries.set(url, { body, headers: new Headers(response.headers), status: response.status })
      },
      async match(request: RequestInfo | URL) {
        const entry = entries.get(urlOf(request))
        return entry ? new Response(entry.body.slice(0), { status: entry.status, headers: entry.headers }) : undefined
      },
      async delete(request: RequestInfo | URL) {
        const url = urlOf(request)
        const entry = entries.get(url)
        if (entry) used -= entry.body.byteLength
        return entries.delete(url)
      },
      async keys() {
        return [...entries.keys()].map((url) => new Request(url))
      },
    }) as unknown as Cache
  const storage = {
    quota: Infinity,
    stored: (name: string) => [...(caches.get(name)?.keys() ?? [])],
    async open(name: string) {
      let entries = caches.get(name)
      if (!entries) caches.set(name, (entries = new Map()))
      return cacheOf(entries)
    },
    async has(name: string) {
      return caches.has(name)
    },
    async delete(name: string) {
      return caches.delete(name)
    },
    async keys() {
      return [...caches.keys()]
    },
    async match() {
      return undefined
    },
  }
  return storage as unknown as FakeCacheStorage
}
