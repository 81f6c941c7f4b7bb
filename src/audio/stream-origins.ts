import type { MediaRouteOrigin } from './audio-output'

/**
 * Which streams the page may read (docs/cross-origin.md): those of its own origin, and those of the
 * origins the model found to grant CORS. A media address of the Service Worker counts as its
 * server's (docs/service-worker.md): the worker forwards it there in the request's own mode.
 */
export function createStreamOrigins() {
  let granted: ReadonlySet<string> = new Set()
  let mediaRoute: MediaRouteOrigin | null = null
  const origin = (src: string) => originOf(src, mediaRoute)
  const isSameOrigin = (src: string) => origin(src) === globalThis.location.origin
  /** Whether `src` must load with `crossOrigin = "anonymous"`: another origin that grants CORS. */
  const needsCors = (src: string) => !isSameOrigin(src) && granted.has(origin(src))
  return {
    set(origins: readonly string[], route: MediaRouteOrigin | null) {
      granted = new Set(origins)
      mediaRoute = route
    },
    /** Whether a reader (Web Audio) may hear `src`. */
    readable: (src: string) => isSameOrigin(src) || granted.has(origin(src)),
    /**
     * Gives a song element `src`, with crossOrigin exactly when the stream is of another origin
     * that grants CORS (a radio's element never: it is never read).
     */
    setSource(element: HTMLAudioElement, src: string, { radio = false } = {}) {
      if (!radio && needsCors(src)) element.crossOrigin = 'anonymous'
      else element.removeAttribute('crossorigin')
      element.src = src
    },
  }
}

/**
 * The origin a stream is read from ('null' for an address that does not parse). A media address
 * of the Service Worker (under `mediaRoute.base`, docs/service-worker.md) counts as its server's:
 * the worker forwards it there in the request's own mode. The one rule for the output (which
 * streams it may read) and the model (which server it asks about CORS).
 */
export function originOf(src: string, mediaRoute: MediaRouteOrigin | null = null): string {
  try {
    const url = new URL(src, globalThis.location?.href)
    if (mediaRoute && url.href.startsWith(new URL(mediaRoute.base, globalThis.location?.href).href)) return mediaRoute.origin
    return url.origin
  } catch {
    return 'null'
  }
}
