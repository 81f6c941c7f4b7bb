import { parseMediaAddress } from '../api/core/media-route'
import { appShell } from './app-shell'
import { mediaProxy } from './media-proxy'
import { FORGET_MESSAGE, isMediaServer, messageType, SERVER_MESSAGE } from './messages'
import type { ServiceWorkerScope, ShellManifest } from './worker-scope'

/**
 * Tonearm's Service Worker (docs/service-worker.md), built to `<base>sw.js` by
 * scripts/vite/service-worker-plugin.ts: media addresses without credentials forwarded to the
 * server, the app shell kept for warm and offline starts, kept songs answered from storage.
 */
declare const TONEARM_SHELL: ShellManifest

const sw = self as unknown as ServiceWorkerScope
const scope = sw.registration.scope
const mediaBase = `${new URL(scope).pathname}media/`
// The desktop app's worker keeps nothing: no app shell, no covers (TONEARM_SHELL.keeps).
const shell = TONEARM_SHELL.keeps ? appShell(TONEARM_SHELL, scope) : null
// Its kept songs are the files the desktop's runtime serves (src/sw/kept-sources.ts).
const media = mediaProxy(sw, scope, { keepCovers: TONEARM_SHELL.keeps, keptSongs: TONEARM_SHELL.keeps ? 'cache' : 'served' })

sw.addEventListener('install', (event) => {
  event.waitUntil((shell?.install() ?? Promise.resolve()).then(() => sw.skipWaiting()))
})

// Takes control of the open page at once: the desktop page waits for it before any media address.
sw.addEventListener('activate', (event) => {
  event.waitUntil((shell?.dropOldBuilds() ?? Promise.resolve()).then(() => sw.clients.claim()))
})

sw.addEventListener('message', (event) => {
  const data = event.data as { server?: unknown; key?: unknown }
  const type = messageType(data)
  if (type === SERVER_MESSAGE && isMediaServer(data.server)) media.remember(data.server)
  else if (type === FORGET_MESSAGE) event.waitUntil(media.forget(typeof data.key === 'string' ? data.key : null))
})

/** `/rest/<method>` with a password or token in its query. */
function carriesCredentials(url: URL): boolean {
  return /\/rest\/[^/]+$/.test(url.pathname) && (url.searchParams.has('p') || url.searchParams.has('t'))
}

sw.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (url.origin === sw.location.origin) {
    const address = parseMediaAddress(url.pathname, mediaBase)
    if (address) {
      event.respondWith(media.respond(request, event.clientId, address.key, address.method))
      return
    }
    const answer = shell?.respond(request)
    if (answer) {
      event.respondWith(answer)
      return
    }
  }
  // An address with credentials that the page still made (before the worker controlled it, or
  // index.html's early requests): fetched past the HTTP cache, which would keep the address.
  if (carriesCredentials(url) && request.cache !== 'no-store' && request.mode !== 'navigate') {
    event.respondWith(fetch(new Request(request, { cache: 'no-store' })))
  }
})
