import type { ShellManifest } from './worker-scope'

/** index.html waits this long for the network before the kept copy answers. */
const PAGE_TIMEOUT_MS = 1000
export const SHELL_PREFIX = 'tonearm-shell-'

/**
 * The app shell (docs/service-worker.md): the build's hashed files are kept at install and
 * answered from the cache first (a hashed name never changes content); the page itself goes to
 * the network first and falls back to the kept copy when the network fails or is slow, so a warm
 * start never waits on the network for code, and a new build is picked up at the next start.
 */
export function appShell(manifest: ShellManifest, scope: string) {
  const cacheName = SHELL_PREFIX + manifest.version
  const base = new URL(scope).pathname
  const assets = new Set(manifest.assets.map((asset) => base + asset))
  const pageKey = scope

  // The page revalidated; a hashed file from the HTTP cache when it is there (loaded by the page).
  const keep = async (cache: Cache, address: string) => {
    try {
      const response = await fetch(address, { cache: address === pageKey ? 'no-cache' : 'default' })
      if (response.ok) await cache.put(address, response)
    } catch {
      // The file is fetched again when the page asks for it.
    }
  }

  return {
    /** Install: the page and every hashed file of this build, a few at a time. */
    async install(): Promise<void> {
      const cache = await caches.open(cacheName)
      const queue = [pageKey, ...[...assets].map((path) => new URL(path, scope).toString())]
      const worker = async () => {
        for (let next = queue.shift(); next !== undefined; next = queue.shift()) await keep(cache, next)
      }
      await Promise.all([worker(), worker(), worker(), worker()])
    },
    /** Activate: the caches of earlier builds go. */
    async dropOldBuilds(): Promise<void> {
      for (const name of await caches.keys()) if (name.startsWith(SHELL_PREFIX) && name !== cacheName) await caches.delete(name)
    },
    /** The answer for a request of this origin, or null when the shell does not serve it. */
    respond(request: Request): Promise<Response> | null {
      const url = new URL(request.url)
      if (assets.has(url.pathname)) return fromCacheFirst(request)
      // The app's pages; not the server's own answers when it is proxied under the app (`<base>rest/`).
      if (request.mode === 'navigate' && url.pathname.startsWith(base) && !url.pathname.startsWith(`${base}rest/`)) return fromNetworkFirst(request)
      return null
    },
  }

  async function fromCacheFirst(request: Request): Promise<Response> {
    const cache = await caches.open(cacheName)
    const kept = await cache.match(request.url)
    if (kept) return kept
    const response = await fetch(request)
    if (response.ok && response.type === 'basic') await cache.put(request.url, response.clone()).catch(() => undefined)
    return response
  }

  async function fromNetworkFirst(request: Request): Promise<Response> {
    const cache = await caches.open(cacheName)
    const network = fetch(request).then(async (response) => {
      if (response.ok && response.type === 'basic') await cache.put(pageKey, response.clone()).catch(() => undefined)
      return response
    })
    let timer: ReturnType<typeof setTimeout> | undefined
    const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), PAGE_TIMEOUT_MS)))
    const first = await Promise.race([network.catch(() => null), late])
    clearTimeout(timer)
    if (first) return first
    const kept = await cache.match(pageKey)
    return kept ?? network
  }
}
