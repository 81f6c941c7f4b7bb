import { describe, expect, it } from 'vitest'
import { createBrowserShell, osFromUserAgent } from './browser-shell'

/** Evaluates the media features the shell asks about against a screen of this size. */
function fakeMatchMedia(screen: { width: number; height: number }) {
  return (query: string) => {
    const portrait = !query.includes('(orientation: portrait)') || screen.height >= screen.width
    const maxWidth = /\(max-width: ([\d.]+)px\)/.exec(query)?.[1]
    return { matches: portrait && (maxWidth === undefined || screen.width <= Number(maxWidth)) }
  }
}

function fakeWindow(options: { platform?: string; userAgent?: string; preset?: Record<string, unknown>; screen?: { width: number; height: number } } = {}) {
  const written: string[] = []
  const document = {
    get cookie() {
      return 'other=1; sidebar_state=false'
    },
    set cookie(value: string) {
      written.push(value)
    },
  }
  const win = {
    navigator: { platform: options.platform ?? 'Linux x86_64', userAgent: options.userAgent ?? 'Mozilla/5.0 (X11; Linux x86_64)' },
    document,
    localStorage: window.localStorage,
    TONEARM_PRESET: options.preset,
    matchMedia: fakeMatchMedia(options.screen ?? { width: 1280, height: 800 }),
  } as unknown as Window
  return { win, written }
}

describe('createBrowserShell', () => {
  it('calls a portrait screen narrower than the 768 px breakpoint a phone (SPEC §1, §9), whatever the browser says it is', () => {
    const android = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/130.0 Safari/537.36'
    const phone = (screen: { width: number; height: number }, userAgent?: string) =>
      createBrowserShell(fakeWindow({ screen, ...(userAgent ? { userAgent } : {}) }).win).isMobileBrowser()
    expect(phone({ width: 390, height: 844 }, `${android} Mobile`)).toBe(true)
    expect(phone({ width: 800, height: 1280 }, android)).toBe(false)
    expect(phone({ width: 844, height: 390 }, `${android} Mobile`)).toBe(false)
    expect(phone({ width: 500, height: 900 })).toBe(true)
    expect(phone({ width: 1280, height: 800 })).toBe(false)
  })

  it('writes a cookie with path, max-age and SameSite', () => {
    const { win, written } = fakeWindow()
    createBrowserShell(win).cookies.set('sidebar_state', 'false', 604800)
    expect(written).toEqual(['sidebar_state=false; path=/; max-age=604800; SameSite=Lax'])
  })

  it('reads a cookie by name', () => {
    const { win } = fakeWindow()
    const cookies = createBrowserShell(win).cookies
    expect(cookies.get('sidebar_state')).toBe('false')
    expect(cookies.get('missing')).toBeNull()
  })

  it("round-trips a cookie through jsdom's document", () => {
    const cookies = createBrowserShell(window).cookies
    cookies.set('sidebar_state', 'true', 604800)
    expect(cookies.get('sidebar_state')).toBe('true')
    cookies.set('sidebar_state', 'false', 604800)
    expect(cookies.get('sidebar_state')).toBe('false')
  })

  it('keeps values in localStorage', () => {
    const storage = createBrowserShell(window).storage
    storage.set('app_store', '{"state":{},"version":1}')
    expect(storage.get('app_store')).toBe('{"state":{},"version":1}')
    storage.remove('app_store')
    expect(storage.get('app_store')).toBeNull()
  })

  it('tells Apple keyboards apart', () => {
    expect(createBrowserShell(fakeWindow({ platform: 'MacIntel' }).win).isApple).toBe(true)
    expect(createBrowserShell(fakeWindow({ platform: 'Win32' }).win).isApple).toBe(false)
  })

  it("reads the host page's preset from window.TONEARM_PRESET", () => {
    const preset = { serverUrl: 'http://music.test', hideServer: false, username: 'a', password: 'b', authType: 'token' }
    expect(createBrowserShell(fakeWindow({ preset }).win).hostPreset()).toBe(preset)
  })
})

describe('osFromUserAgent', () => {
  it('recognises the desktop systems', () => {
    expect(osFromUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64)')).toBe('Windows')
    expect(osFromUserAgent('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5)')).toBe('Darwin')
    expect(osFromUserAgent('Mozilla/5.0 (X11; Linux x86_64)')).toBe('Linux')
    expect(osFromUserAgent('Mozilla/5.0 (X11; FreeBSD amd64)')).toBe('FreeBSD')
    expect(osFromUserAgent('curl/8.0')).toBe('Unknown')
  })
})
