import type { Scope } from 'effector'
import { createWatch, scopeBind } from 'effector'
import { mediaServerOf } from '../api/core/media-route'
import { mediaAddressingChanged } from '../model/session/media-addressing'
import { $connection } from '../model/session/server-config'
import { $shell } from '../model/host/shell'
import { keptDocumentKey } from '../model/offline/kept-key'
import type { WorkerContainer } from '../shell/browser/media-worker'
import { connectMediaWorker } from '../shell/browser/media-worker'
import { isNeutralinoHost } from '../shell/select-shell'

/** The app's Service Worker script, built by scripts/vite/service-worker-plugin.ts. */
const WORKER_FILE = 'sw.js'
/**
 * How long the desktop app holds media for its worker. Past it (a worker that never takes
 * control), covers and streams go straight to the server, with their credentials, as before.
 */
export const DESKTOP_HOLD_LIMIT_MS = 10_000

/** What the step reads of the page (the real window in the app; a stand-in in tests). */
export interface MediaWorkerHost {
  readonly window: Window
  readonly container: WorkerContainer | undefined
  readonly base: string
}

function pageHost(): MediaWorkerHost {
  return {
    window,
    container: typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined,
    base: import.meta.env.BASE_URL,
  }
}

/**
 * The Service Worker (docs/service-worker.md): media addresses go through it from the moment it
 * controls the page. In a browser (a warm start: at once) it is registered once the page is idle.
 * The desktop app's page has a new origin (port) at every launch, so no worker controls it at
 * start: it registers its worker at once and holds covers and streams (no address at all) until
 * the worker takes control (`clients.claim`), so nothing with credentials is ever requested. A
 * refused registration, or no control within DESKTOP_HOLD_LIMIT_MS, lets them go straight to the
 * server (docs/desktop.md). The dev server has no worker (scripts/vite/service-worker-plugin.ts
 * builds it with the builds): nothing controls its pages, and a desktop window there gives up
 * waiting when the registration fails.
 */
export function startMediaWorker(scope: Scope, host: MediaWorkerHost = pageHost()): void {
  const { container, base } = host
  if (!container) return
  const win = host.window
  const desktop = isNeutralinoHost(win)
  const origin = win.location.origin
  const addressingChanged = scopeBind(mediaAddressingChanged, { scope })
  let holding: ReturnType<typeof setTimeout> | null = null
  const release = (why: string) => {
    if (holding === null) return
    clearTimeout(holding)
    holding = null
    console.warn(`Media goes straight to the server (${why})`)
    addressingChanged({ route: null, pageOrigin: origin })
  }
  if (desktop && !container.controller) {
    addressingChanged({ route: null, pageOrigin: origin, held: true })
    holding = setTimeout(() => release('no Service Worker took control'), DESKTOP_HOLD_LIMIT_MS)
  }
  const currentServer = () => {
    const connection = scope.getState($connection)
    const server = connection ? mediaServerOf(connection, origin) : null
    // The desktop's kept songs are served on this origin for this launch: the worker reads them there.
    const kept = scope.getState($shell).offlineSongs?.servedAt
    return server && kept ? { ...server, kept } : server
  }
  const worker = connectMediaWorker({
    container,
    scriptUrl: `${base}${WORKER_FILE}`,
    scope: base,
    currentServer,
    // Signing out drops the account's kept songs (the worker's by key; the desktop's files, which
    // the page keeps) and their document.
    forgotten: (key) => {
      const shell = scope.getState($shell)
      void shell.documents.remove(keptDocumentKey(key)).catch(() => undefined)
      if (shell.offlineSongs?.servedAt) void shell.offlineSongs.forget(key).catch((error: unknown) => console.error('The kept songs could not be removed:', error))
    },
    controlled: () => {
      if (holding !== null) clearTimeout(holding)
      holding = null
      addressingChanged({ route: { base: `${base}media/` }, pageOrigin: origin })
    },
    failed: (error) => release(`the Service Worker was refused: ${String(error)}`),
    whenIdle: desktop
      ? (task) => task()
      : (task) => {
          const idle = () => ('requestIdleCallback' in win ? win.requestIdleCallback(() => task(), { timeout: 5000 }) : setTimeout(task, 1000))
          if (win.document.readyState === 'complete') idle()
          else win.addEventListener('load', idle, { once: true })
        },
  })
  createWatch({ unit: $connection, scope, fn: () => worker.publish() })
}
