/**
 * The parts of a Service Worker's global scope the worker uses. The project compiles against the
 * DOM library, which lacks them (the WebWorker library would clash with it in one program).
 */
export interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void
}

export interface FetchEvent extends ExtendableEvent {
  readonly request: Request
  readonly clientId: string
  respondWith(response: Response | Promise<Response>): void
}

export interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown
  readonly ports: readonly MessagePort[]
}

export interface WindowClient {
  readonly id: string
  postMessage(message: unknown, transfer: Transferable[]): void
}

export interface ServiceWorkerScope {
  readonly registration: { readonly scope: string }
  readonly location: Location
  readonly clients: {
    get(id: string): Promise<WindowClient | undefined>
    matchAll(options: { type: 'window'; includeUncontrolled?: boolean }): Promise<readonly WindowClient[]>
    claim(): Promise<void>
  }
  skipWaiting(): Promise<void>
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void
}

/** What the build writes into the worker (scripts/vite/service-worker-plugin.ts). */
export interface ShellManifest {
  /** Changes with the build's file list: names the shell's cache. */
  readonly version: string
  /** The build's hashed files, relative to the app's base (`assets/index-3f2a.js`). */
  readonly assets: readonly string[]
  /**
   * Whether the worker keeps anything on disk (the app shell, covers). Not in the desktop app:
   * its page has a new origin (port) at every launch, so whatever it kept would never be read again.
   */
  readonly keeps: boolean
}
