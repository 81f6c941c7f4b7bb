import { pausedElementsStartLate } from '../media-engine'
import { isQuotaError } from '../json-documents'
import { indexedDbDocuments } from './indexeddb-documents'
import type { CookieJar, KeyValueStorage, Notifier, OfflineSongs, OsType, Shell } from '../shell'
import { isWebAddress } from '../web-address'
import { webCryptoVault } from '../vault/credential-vault'
import { indexedDbVaultKey } from '../vault/indexeddb-vault-key'

const BLOB_LIFETIME_MS = 60_000

declare global {
  interface Window {
    TONEARM_PRESET?: Record<string, unknown>
  }
}

/** Portrait, and narrower than the 768 px mobile breakpoint. */
const PHONE_SCREEN = '(orientation: portrait) and (max-width: 767.98px)'

export function createBrowserShell(win: Window = window): Shell {
  const storage = localStorageOf(win)
  return {
    kind: 'browser',
    isApple: /Mac|iPhone|iPad|iPod/i.test(win.navigator.platform || win.navigator.userAgent),
    // A phone is a portrait screen narrower than the mobile breakpoint (768 px), not a user
    // agent: a portrait tablet is welcome (the message itself recommends one).
    isMobileBrowser: () => win.matchMedia(PHONE_SCREEN).matches,
    pausedMediaStartsLate: pausedElementsStartLate(win.navigator.userAgent),
    osType: async () => osFromUserAgent(win.navigator.userAgent),
    storage,
    documents: indexedDbDocuments(win.indexedDB, storage),
    cookies: documentCookies(win.document),
    vault: webCryptoVault(() => indexedDbVaultKey(win.indexedDB)),
    hostPreset: () => win.TONEARM_PRESET,
    reloadPolicy: 'confirm-when-playing',
    restart: async () => win.location.reload(),
    openExternal: async (url) => {
      if (!isWebAddress(url)) throw new Error(`Not a web address: ${url}`)
      win.open(url, '_blank', 'noopener,noreferrer')
    },
    setWindowTitle: async (title) => {
      win.document.title = title
    },
    downloadFile: async (url, fileName) => {
      // Fetched and checked first (an error body, an empty or cut-off file, a stall is a failure),
      // then handed to the browser's download manager from memory, under the server's file name.
      // The address carries the credentials: past the HTTP cache, which would keep it.
      const { fetchDownload } = await import('../download-response')
      const file = await fetchDownload((input, init) => win.fetch(input, { ...init, cache: 'no-store' }), url)
      const urls = (win as Window & { URL: typeof URL }).URL
      const address = urls.createObjectURL(file.bytes)
      const link = win.document.createElement('a')
      link.href = address
      link.download = file.serverFileName ?? fileName
      link.rel = 'noopener noreferrer'
      win.document.body.append(link)
      link.click()
      link.remove()
      // The download manager reads the blob after the click; free it once it surely has.
      win.setTimeout(() => urls.revokeObjectURL(address), BLOB_LIFETIME_MS)
    },
    updater: null,
    // Kept songs need Cache Storage and the Service Worker that answers the audio element from it.
    offlineSongs: 'caches' in win && 'serviceWorker' in win.navigator ? offlineSongsOnFirstUse(win, import.meta.env.BASE_URL) : null,
    notifications: browserNotifications(win),
  }
}

/** Kept songs (./offline-songs.ts), whose code loads with the first song kept or dropped, not at start-up. */
function offlineSongsOnFirstUse(win: Window, base: string): OfflineSongs {
  let loading: Promise<OfflineSongs> | null = null
  const songs = () =>
    (loading ??= import('./offline-songs').then(
      ({ cacheOfflineSongs }) => cacheOfflineSongs(win, base),
      (error: unknown) => {
        loading = null // a chunk that did not arrive: the next use asks again
        throw error
      },
    ))
  return {
    keep: async (url, signal, upstream) => (await songs()).keep(url, signal, upstream),
    remove: async (urls) => (await songs()).remove(urls),
    forget: async (serverKey) => (await songs()).forget(serverKey),
    persist: async () => (await songs()).persist(),
    estimate: async () => (await songs()).estimate(),
  }
}

function browserNotifications(win: Window): Notifier | null {
  const Api = (win as Window & { Notification?: typeof Notification }).Notification
  if (Api === undefined) return null
  return {
    requestPermission: async () => Api.permission === 'granted' || (await Api.requestPermission()) === 'granted',
    show: async (title, body) => {
      // Permission can be taken back in the browser's site settings at any time.
      if (Api.permission !== 'granted') throw new Error('Notifications are not allowed')
      // One notification per tab: the next song replaces the last one.
      const shown = new Api(title, { body, tag: 'tonearm-song', silent: true })
      shown.onerror = () => console.warn('The song notification could not be shown')
    },
  }
}

export function osFromUserAgent(userAgent: string): OsType {
  if (/Windows/i.test(userAgent)) return 'Windows'
  if (/Mac OS|Macintosh/i.test(userAgent)) return 'Darwin'
  if (/FreeBSD/i.test(userAgent)) return 'FreeBSD'
  if (/Linux|X11/i.test(userAgent)) return 'Linux'
  return 'Unknown'
}

function localStorageOf(win: Window): KeyValueStorage {
  return {
    get: (key) => {
      try {
        return win.localStorage.getItem(key)
      } catch {
        return null
      }
    },
    set: (key, value) => {
      try {
        win.localStorage.setItem(key, value)
      } catch (error) {
        console.error('Could not save', key, error)
        // A full storage is the caller's to report (the queue's documents fall back here).
        if (isQuotaError(error)) throw error
      }
    },
    remove: (key) => {
      try {
        win.localStorage.removeItem(key)
      } catch {
        // storage unavailable (private mode): nothing to remove
      }
    },
  }
}

function documentCookies(doc: Document): CookieJar {
  return {
    get: (name) => {
      const prefix = `${encodeURIComponent(name)}=`
      const found = doc.cookie.split('; ').find((part) => part.startsWith(prefix))
      return found === undefined ? null : decodeURIComponent(found.slice(prefix.length))
    },
    set: (name, value, maxAgeSeconds) => {
      doc.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; SameSite=Lax`
    },
  }
}
