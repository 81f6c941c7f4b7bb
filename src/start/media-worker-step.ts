import type { Scope } from 'effector'
import { createWatch, scopeBind } from 'effector'
import { mediaServerOf } from '../api/core/media-route'
import { mediaAddressingChanged } from '../model/session/media-addressing'
import { $connection } from '../model/session/server-config'
import { $shell } from '../model/host/shell'
import { keptDocumentKey } from '../model/offline/kept-key'
import { connectMediaWorker } from '../shell/browser/media-worker'
import { isNeutralinoHost } from '../shell/select-shell'

/** The app's Service Worker script, built by scripts/vite/service-worker-plugin.ts. */
const WORKER_FILE = 'sw.js'

/**
 * The Service Worker (docs/service-worker.md): media addresses go through it from the moment it
 * controls the page (at once on a warm start), and it is registered once the page is idle. Not in
 * the desktop app, whose page changes origin (port) at every launch. The dev server has no worker
 * (scripts/vite/service-worker-plugin.ts builds it with the web build): nothing controls its pages.
 */
export function startMediaWorker(scope: Scope): void {
  const container = typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined
  if (!container || isNeutralinoHost(window)) return
  const base = import.meta.env.BASE_URL
  const origin = location.origin
  const addressingChanged = scopeBind(mediaAddressingChanged, { scope })
  const currentServer = () => {
    const connection = scope.getState($connection)
    return connection ? mediaServerOf(connection, origin) : null
  }
  const worker = connectMediaWorker({
    container,
    scriptUrl: `${base}${WORKER_FILE}`,
    scope: base,
    currentServer,
    // Signing out drops the account's kept songs (the worker, by key) and their document.
    forgotten: (key) => void scope.getState($shell).documents.remove(keptDocumentKey(key)).catch(() => undefined),
    controlled: () => addressingChanged({ route: { base: `${base}media/` }, pageOrigin: origin }),
    whenIdle: (task) => {
      const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(() => task(), { timeout: 5000 }) : setTimeout(task, 1000))
      if (document.readyState === 'complete') idle()
      else window.addEventListener('load', idle, { once: true })
    },
  })
  createWatch({ unit: $connection, scope, fn: () => worker.publish() })
}
