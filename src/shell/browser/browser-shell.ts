import type { CookieJar, KeyValueStorage, OsType, Shell } from '../shell'

declare global {
  interface Window {
    TONEARM_PRESET?: Record<string, unknown>
  }
}

/** SPEC §1 and §9: portrait, and narrower than the 768 px mobile breakpoint. */
const PHONE_SCREEN = '(orientation: portrait) and (max-width: 767.98px)'

export function createBrowserShell(win: Window = window): Shell {
  return {
    kind: 'browser',
    isApple: /Mac|iPhone|iPad|iPod/i.test(win.navigator.platform || win.navigator.userAgent),
    // A phone is a portrait screen narrower than the mobile breakpoint (SPEC §9: 768 px), not a user
    // agent: a portrait tablet is welcome (the message itself recommends one).
    isMobileBrowser: () => win.matchMedia(PHONE_SCREEN).matches,
    osType: async () => osFromUserAgent(win.navigator.userAgent),
    storage: localStorageOf(win),
    cookies: documentCookies(win.document),
    hostPreset: () => win.TONEARM_PRESET,
    reloadPolicy: 'confirm-when-playing',
    openExternal: async (url) => {
      win.open(url, '_blank', 'noopener,noreferrer')
    },
    setWindowTitle: async (title) => {
      win.document.title = title
    },
    downloadFile: async (url, fileName) => {
      const link = win.document.createElement('a')
      link.href = url
      link.download = fileName
      link.rel = 'noopener noreferrer'
      win.document.body.append(link)
      link.click()
      link.remove()
    },
    updater: null,
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
