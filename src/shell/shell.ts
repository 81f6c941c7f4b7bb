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

export interface CookieJar {
  get(name: string): string | null
  set(name: string, value: string, maxAgeSeconds: number): void
}

/** What the host page may preset (SPEC §4); validated by the model, so typed loosely here. */
export type HostPreset = Readonly<Record<string, unknown>> | undefined

/** An update the desktop app can install (SPEC §3 update info: available, version, body). */
export interface UpdateInfo {
  readonly version: string
  /** Release notes in markdown, as the release manifest carries them; never rendered as HTML. */
  readonly body: string
}

/** The desktop app's self-update (SPEC §4 update flow); the browser has none. */
export interface Updater {
  /** The newer release, or null when this one is current. Rejects when the manifest can't be read. */
  check(): Promise<UpdateInfo | null>
  /** Downloads and installs the release `check` found; rejects when it could not. */
  install(): Promise<void>
  /** Relaunches the app on the installed release. */
  restart(): Promise<void>
}

export interface Shell {
  readonly kind: 'browser' | 'desktop'
  /** Apple keyboards: Mod is Meta (⌘); elsewhere Ctrl. */
  readonly isApple: boolean
  /** A phone-sized screen: portrait and narrower than 768 px (SPEC §1: unsupported on mobile phones). */
  readonly isMobileBrowser: () => boolean
  readonly osType: () => Promise<OsType>
  readonly storage: KeyValueStorage
  readonly cookies: CookieJar
  readonly hostPreset: () => HostPreset
  /** SPEC §4: in a browser a reload while playing asks first; the desktop app blocks it. */
  readonly reloadPolicy: 'confirm-when-playing' | 'blocked'
  readonly openExternal: (url: string) => Promise<void>
  readonly setWindowTitle: (title: string) => Promise<void>
  /**
   * Saves the file at `url` as `fileName` (SPEC §4 downloads): the browser hands it to its own
   * download manager; the desktop app writes it to the user's Downloads folder. Resolves when
   * the file is saved (or handed over), rejects when it could not be.
   */
  readonly downloadFile: (url: string, fileName: string) => Promise<void>
  /** The desktop app's self-update; null in a browser (or when no update source is configured). */
  readonly updater: Updater | null
}
