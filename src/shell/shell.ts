import type { CredentialVault } from './vault/credential-vault'

/**
 * The host Tonearm runs in: a browser tab or the Neutralino desktop app. The model receives one
 * Shell at start-up and never asks which host it is on beyond what this interface says.
 */
export type OsType = 'Linux' | 'Windows' | 'Darwin' | 'FreeBSD' | 'Unknown'

export interface KeyValueStorage {
  get(key: string): string | null
  set(key: string, value: string): void
  remove(key: string): void
}

/**
 * Large documents (the queue: up to 100,000 songs) that do not fit the few megabytes of
 * KeyValueStorage: IndexedDB in a browser, Neutralino.storage on the desktop. Values are plain
 * data (structured-clonable). `set` rejects with a StorageFullError when the quota is exhausted.
 */
export interface DocumentStorage {
  /** The stored value, or undefined when there is none (or it cannot be read). */
  get(key: string): Promise<unknown>
  set(key: string, value: unknown): Promise<void>
  remove(key: string): Promise<void>
}

/** The host's storage quota is exhausted (IndexedDB's QuotaExceededError, localStorage's too). */
export class StorageFullError extends Error {
  constructor(message = 'Storage is full') {
    super(message)
    this.name = 'StorageFullError'
  }
}

export interface CookieJar {
  get(name: string): string | null
  set(name: string, value: string, maxAgeSeconds: number): void
}

/** What the host page may preset; validated by the model, so typed loosely here. */
export type HostPreset = Readonly<Record<string, unknown>> | undefined

/** An update the desktop app can install (update info: available, version, body). */
export interface UpdateInfo {
  readonly version: string
  /** Release notes in markdown, as the release manifest carries them; never rendered as HTML. */
  readonly body: string
}

/** The desktop app's self-update (update flow); the browser has none. */
export interface Updater {
  /** The newer release, or null when this one is current. Rejects when the manifest can't be read. */
  check(): Promise<UpdateInfo | null>
  /** Downloads and installs the release `check` found; rejects when it could not. */
  install(): Promise<void>
  /** Relaunches the app on the installed release. */
  restart(): Promise<void>
  /** The version of an update that did not start and was rolled back before this launch, once. */
  readonly rolledBack?: string | null
  /** The app has started and rendered: an update just installed is healthy and stays. */
  confirmStarted?(): Promise<void>
}

/** One line of the tray icon's menu; `id` is a command id, or absent for a label. */
export interface TrayItem {
  readonly id?: string
  readonly text: string
  readonly disabled?: boolean
}

/** The desktop app's native window and tray (Neutralino window mode). */
export interface DesktopWindow {
  /** Shows the tray icon with this menu (replacing the previous one). */
  setTray(items: readonly TrayItem[]): Promise<void>
  /** The window's own menu (Tonearm › these items); rejects where the runtime has none. */
  setMenu(items: readonly TrayItem[]): Promise<void>
  /** Called with the item's id when a tray or window menu item is clicked. */
  onTrayItem(handler: (id: string) => void): void
  /** Hides a visible window, shows and focuses a hidden one. */
  toggleVisible(): Promise<void>
  /** Hides the window (to the tray); playback goes on. */
  hide(): Promise<void>
  /**
   * The user closed the window: the handler decides (hide to the tray, or quit). The runtime
   * keeps running until it does (neutralino.config.json: exitProcessOnClose is false).
   */
  onCloseRequested(handler: () => void): void
  quit(): Promise<void>
  /**
   * The mini player: a small always-on-top window (true), or back to the size it had (false).
   * Absent where the window cannot change its size.
   */
  setCompact?(compact: boolean): Promise<void>
}

/** Desktop or browser notifications (a notification when the song changes). */
export interface Notifier {
  /** Asks the user when the host needs it (the browser); resolves whether notifications may show. */
  requestPermission(): Promise<boolean>
  show(title: string, body: string): Promise<void>
}

/** Why a song could not be kept offline (OfflineSongs.keep). */
export type OfflineSongFailure = 'cut' | 'quota' | 'network' | 'failed'

export class OfflineSongError extends Error {
  constructor(
    readonly reason: OfflineSongFailure,
    message: string,
  ) {
    super(message)
    this.name = 'OfflineSongError'
  }
}

/** What the browser says of the origin's storage (OfflineSongs.estimate). */
export interface StorageEstimateOf {
  readonly usage: number
  readonly quota: number
  readonly persisted: boolean
}

/**
 * Songs kept for offline listening: the browser keeps them in Cache Storage, the desktop app in
 * its data folder; the Service Worker answers the audio element from them (docs/offline.md).
 * Addresses are media addresses (src/api/core/media-route.ts); the copy's key is made from the
 * server key, the song and the quality, never the credentials.
 */
export interface OfflineSongs {
  /**
   * Fetches the media address (a song's stream or a cover) whole, checks it (HTTP 200, a file,
   * the announced length) and stores it under `url`; resolves with its size in bytes. Rejects with
   * an OfflineSongError, or the signal's AbortError; nothing is stored then. The browser fetches
   * `url` through its Service Worker; the desktop app fetches `upstream`, the server's own address
   * of a song with the credentials, past the web view (its curl), and keeps songs only.
   */
  keep(url: string, signal: AbortSignal, upstream: string): Promise<number>
  /** Drops the stored copies of these media addresses (streams or covers). */
  remove(urls: readonly string[]): Promise<void>
  /** Drops every copy, songs and covers, kept for a server key (a saved server forgotten). */
  forget(serverKey: string): Promise<void>
  /** Asks the browser not to evict this storage silently; resolves whether it agreed. */
  persist(): Promise<boolean>
  /**
   * The browser's estimate of the storage used and allowed, and whether it is persistent (not
   * evicted without asking); null when it gives none.
   */
  estimate(): Promise<StorageEstimateOf | null>
  /**
   * Where this host serves its kept songs to the Service Worker (a path of the page's origin, for
   * this launch: the desktop app's mounted folder); absent where the worker keeps them itself.
   */
  readonly servedAt?: string
  /** Songs are fetched past the web view, so a server without CORS on its streams can be kept (the desktop's curl). */
  readonly readsPastCors?: boolean
}

export interface Shell {
  readonly kind: 'browser' | 'desktop'
  /** Apple keyboards: Mod is Meta (⌘); elsewhere Ctrl. */
  readonly isApple: boolean
  /** A phone-sized screen: portrait and narrower than 768 px (unsupported on mobile phones). */
  readonly isMobileBrowser: () => boolean
  /**
   * The page's media engine starts an element that sat loaded and paused late, by about as long as
   * it sat there (WebKitGTK's GStreamer, media-engine.ts): the audio output reopens such an element
   * as it starts it.
   */
  readonly pausedMediaStartsLate: boolean
  readonly osType: () => Promise<OsType>
  readonly storage: KeyValueStorage
  readonly documents: DocumentStorage
  readonly cookies: CookieJar
  /**
   * Reports each storage write that failed after `storage.set` returned (the desktop app writes
   * files in the background); the browser's writes fail at once, or not at all.
   */
  readonly onStorageWriteFailed?: (handler: (key: string) => void) => void
  /** Seals the stored credentials with a key the page cannot read out (src/shell/vault). */
  readonly vault: CredentialVault
  readonly hostPreset: () => HostPreset
  /** In a browser a reload while playing asks first; the desktop app blocks it. */
  readonly reloadPolicy: 'confirm-when-playing' | 'blocked'
  readonly openExternal: (url: string) => Promise<void>
  readonly setWindowTitle: (title: string) => Promise<void>
  /**
   * Saves the file at `url` as `fileName` (downloads): the browser fetches it and hands
   * it to its own download manager; the desktop app writes it to the user's Downloads folder.
   * Resolves only once the whole file arrived: HTTP 200, not an error document (a Subsonic error
   * is HTTP 200 with JSON or XML), not empty, no stall (`src/shell/download-response.ts`).
   * Rejects otherwise, and when it could not be saved.
   */
  readonly downloadFile: (url: string, fileName: string) => Promise<void>
  /** The desktop app's self-update; null in a browser (or when no update source is configured). */
  readonly updater: Updater | null
  /** Null where the host has no notifications (a browser without the Notification API). */
  readonly notifications?: Notifier | null
  /** The native window and tray: the desktop app in window mode only. */
  readonly desktopWindow?: DesktopWindow | null
  /**
   * Starts the app afresh once every storage write has landed (switching servers: nothing of
   * the previous server's library, caches or audio survives). Absent: the host cannot.
   */
  readonly restart?: () => Promise<void>
  /** Songs kept for offline listening; absent or null where the host cannot keep them (no Service Worker, no kept-songs folder). */
  readonly offlineSongs?: OfflineSongs | null
}
