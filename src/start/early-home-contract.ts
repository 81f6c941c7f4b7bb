/**
 * What the early Home (early-home.ts) is given and gives back: the texts it draws, the app's
 * constants, the window it reads, and each reply it keeps for the app (src/api/core/early-replies.ts).
 */
export interface EarlyHomeTexts {
  readonly title: string
  readonly rows: readonly string[]
  readonly seeAll: string
  readonly empty: string
}

export interface EarlyReply {
  readonly status: number
  readonly statusText: string
  readonly headers: Headers
  readonly text: string
}

export interface EarlyHomeConstants {
  readonly client: string
  readonly defaultVersion: string
  readonly coverSize: number
  readonly rowSize: number
  readonly rowTypes: readonly string[]
  readonly placeholderCover: string
  /** Home's path without its trailing slash ('' at the site root): Vite's `base`, not the document's base URI (that is the page's own address when there is no <base>). */
  readonly homePath: string
  /** The message that gives the Service Worker a server's entry (src/sw/messages.ts). */
  readonly mediaServerMessage: string
}

export interface EarlyWindow {
  readonly document: Document
  readonly location: { readonly pathname: string; readonly origin: string }
  readonly localStorage: Storage
  readonly fetch: (url: string, init: RequestInit) => Promise<Response>
  readonly indexedDB: IDBFactory
  readonly crypto: Crypto
  readonly atob: (data: string) => string
  readonly setTimeout: (handler: () => void, ms: number) => unknown
  readonly ResizeObserver?: typeof ResizeObserver
  readonly TONEARM_PRESET?: Record<string, unknown>
  readonly NL_OS?: unknown
  readonly NL_PORT?: unknown
  readonly navigator?: { readonly serviceWorker?: { readonly controller: { postMessage(message: unknown): void } | null } }
  tonearmEarlyReplies?: Record<string, Promise<EarlyReply | null>>
}

/** Opens a credential sealed by the vault: early-sealed-credential.ts, inlined beside the early Home. */
export type OpenSealed = (w: EarlyWindow, base64: string) => Promise<string | null>
