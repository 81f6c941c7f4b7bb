import type { MediaServer } from '../../api/core/media-route'
import { FORGET_MESSAGE, messageType, QUESTION_MESSAGE, SERVER_MESSAGE } from '../../sw/messages'

/** The parts of `navigator.serviceWorker` the page uses (a fake in tests). */
export interface WorkerContainer {
  readonly controller: { postMessage(message: unknown): void } | null
  register(scriptUrl: string, options: { scope: string }): Promise<unknown>
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  addEventListener(type: 'controllerchange', listener: () => void): void
  startMessages(): void
}

export interface MediaWorkerOptions {
  readonly container: WorkerContainer
  readonly scriptUrl: string
  readonly scope: string
  /** The entry for the signed-in server, or null: what the worker is told and what it is answered. */
  readonly currentServer: () => MediaServer | null
  /** A worker controls the page (now, or from this moment on): media addresses may go through it. */
  readonly controlled: () => void
  /** Runs the registration: when the page is idle (off the start's path), or at once. */
  readonly whenIdle: (task: () => void) => void
  /** The registration was refused (no worker will control the page). */
  readonly failed?: (error: unknown) => void
}

/**
 * The page's side of the Service Worker (docs/service-worker.md): registers it once the page is
 * idle, tells it the signed-in server's entry (credentials included) by message, and answers its
 * question for an entry when it was restarted and lost its memory. Returns `publish`, called
 * whenever the connection changes.
 */
export function connectMediaWorker(options: MediaWorkerOptions): { publish(): void } {
  const { container } = options
  let published: string | null = null
  const publish = () => {
    const controller = container.controller
    if (!controller) return
    const server = options.currentServer()
    const key = server?.key ?? null
    if (server) controller.postMessage({ type: SERVER_MESSAGE, server })
    else if (published !== null) controller.postMessage({ type: FORGET_MESSAGE, key: published })
    published = key
  }
  container.addEventListener('message', (event) => {
    if (messageType(event.data) !== QUESTION_MESSAGE) return
    const asked = (event.data as { key?: unknown }).key
    const server = options.currentServer()
    event.ports[0]?.postMessage(server && server.key === asked ? server : null)
  })
  container.addEventListener('controllerchange', () => {
    publish()
    options.controlled()
  })
  container.startMessages()
  if (container.controller) {
    options.controlled()
    publish()
  }
  options.whenIdle(() => {
    container.register(options.scriptUrl, { scope: options.scope }).catch((error: unknown) => options.failed?.(error))
  })
  return { publish }
}

/** The part of `navigator.serviceWorker` that lists this origin's registrations. */
export interface WorkerRegistrations {
  getRegistrations(): Promise<readonly { unregister(): Promise<boolean> }[]>
}

/**
 * Unregisters this origin's workers, waiting at most `limitMs`. The desktop app does it as it
 * quits: its next launch has another origin (port), so a registration left behind is never used
 * again and would only pile up in the web view's data.
 */
export async function unregisterWorkers(container: WorkerRegistrations | undefined, limitMs = 1000): Promise<void> {
  if (!container) return
  let timer: ReturnType<typeof setTimeout> | undefined
  const unregistered = container
    .getRegistrations()
    .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister())))
    .catch(() => undefined)
  await Promise.race([unregistered, new Promise((resolve) => (timer = setTimeout(resolve, limitMs)))])
  clearTimeout(timer)
}
