import { describe, expect, it, vi } from 'vitest'
import { fileNameOfDisposition } from '../download-response'
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
  it('calls a portrait screen narrower than the 768 px breakpoint a phone, whatever the browser says it is', () => {
    const android = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/130.0 Safari/537.36'
    const phone = (screen: { width: number; height: number }, userAgent?: string) =>
      createBrowserShell(fakeWindow({ screen, ...(userAgent ? { userAgent } : {}) }).win).isMobileBrowser()
    expect(phone({ width: 390, height: 844 }, `${android} Mobile`)).toBe(true)
    expect(phone({ width: 800, height: 1280 }, android)).toBe(false)
    expect(phone({ width: 844, height: 390 }, `${android} Mobile`)).toBe(false)
    expect(phone({ width: 500, height: 900 })).toBe(true)
    expect(phone({ width: 1280, height: 800 })).toBe(false)
  })

  it('says whether the engine starts paused media late: WebKitGTK yes, Chromium no', () => {
    const gtk = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15'
    const chromium = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'
    expect(createBrowserShell(fakeWindow({ userAgent: gtk }).win).pausedMediaStartsLate).toBe(true)
    expect(createBrowserShell(fakeWindow({ userAgent: chromium }).win).pausedMediaStartsLate).toBe(false)
  })

  it('opens web addresses in a new tab without opener, and nothing else', async () => {
    const opened: string[][] = []
    const { win } = fakeWindow()
    const shell = createBrowserShell(Object.assign(win, { open: (...args: string[]) => void opened.push(args) }))
    await shell.openExternal('https://musicbrainz.org/release/1')
    await expect(shell.openExternal('javascript:alert(1)')).rejects.toThrow('Not a web address')
    expect(opened).toEqual([['https://musicbrainz.org/release/1', '_blank', 'noopener,noreferrer']])
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

describe('browser downloads', () => {
  const SONG_URL = 'http://music.test/rest/download?id=s1'

  /** A window whose fetch answers `reply`, recording what the page handed to the download manager. */
  function downloadWindow(reply: (signal: AbortSignal | undefined) => Promise<Response> | Response) {
    const handed: { href: string; name: string; blob: Blob }[] = []
    const blobs = new Map<string, Blob>()
    const win = Object.assign(Object.create(window) as Window, {
      fetch: async (_input: RequestInfo | URL, init?: RequestInit) => reply(init?.signal ?? undefined),
      URL: {
        createObjectURL: (blob: Blob) => {
          const href = `blob:test/${blobs.size}`
          blobs.set(href, blob)
          return href
        },
        revokeObjectURL: (href: string) => blobs.delete(href),
      },
      setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
    })
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      handed.push({ href: this.href, name: this.download, blob: blobs.get(this.href)! })
    })
    return { shell: createBrowserShell(win), handed, restore: () => click.mockRestore() }
  }

  it("hands the checked file over under the server's file name", async () => {
    const { shell, handed, restore } = downloadWindow(
      () => new Response(new Uint8Array([73, 68, 51, 4]), { headers: { 'Content-Type': 'audio/mpeg', 'Content-Disposition': 'attachment; filename="01 Song.mp3"', 'Content-Length': '4' } }),
    )
    try {
      await shell.downloadFile(SONG_URL, 'Artist - Song.mp3')
      expect(handed).toHaveLength(1)
      expect(handed[0]!.name).toBe('01 Song.mp3')
      expect(handed[0]!.blob.size).toBe(4)
    } finally {
      restore()
    }
  })

  it.each([
    ['a Subsonic error with HTTP 200', () => Response.json({ 'subsonic-response': { status: 'failed', error: { code: 70, message: 'Song not found' } } }), 'Server error 70: Song not found'],
    ['an XML Subsonic error', () => new Response('<subsonic-response status="failed"><error code="50" message="Not allowed"/></subsonic-response>', { headers: { 'Content-Type': 'text/xml' } }), 'Server error 50: Not allowed'],
    ['an HTML page', () => new Response('<h1>Gateway</h1>', { headers: { 'Content-Type': 'text/html' } }), 'not a file'],
    ['an empty body', () => new Response(new Uint8Array(0), { headers: { 'Content-Type': 'audio/flac' } }), 'empty file'],
    ['a 404', () => new Response('missing', { status: 404 }), 'HTTP 404'],
    ['a cut-off body', () => new Response(new Uint8Array(10), { headers: { 'Content-Type': 'audio/flac', 'Content-Length': '1000' } }), 'Received 10 of 1000 bytes'],
  ])('fails on %s and hands nothing over', async (_what, reply, message) => {
    const { shell, handed, restore } = downloadWindow(reply)
    try {
      await expect(shell.downloadFile(SONG_URL, 'x.flac')).rejects.toThrow(message)
      expect(handed).toEqual([])
    } finally {
      restore()
    }
  })

  it('gives up a transfer that stalls for 30 s (fake timers)', async () => {
    vi.useFakeTimers()
    const { shell, handed, restore } = downloadWindow(
      (signal) =>
        new Response(
          new ReadableStream<Uint8Array>({
            start(controller) {
              controller.enqueue(new Uint8Array(5))
              signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')))
            },
          }),
          { headers: { 'Content-Type': 'audio/flac' } },
        ),
    )
    try {
      const outcome = shell.downloadFile(SONG_URL, 'x.flac').then(
        () => 'completed',
        (error: unknown) => (error as { reason?: string }).reason,
      )
      await vi.advanceTimersByTimeAsync(29_000)
      expect(handed).toEqual([])
      await vi.advanceTimersByTimeAsync(1_000)
      expect(await outcome).toBe('stalled')
      expect(handed).toEqual([])
    } finally {
      restore()
      vi.useRealTimers()
    }
  })
})

describe('the Content-Disposition file name', () => {
  it('reads the plain and the UTF-8 forms, and never a path', () => {
    expect(fileNameOfDisposition('attachment; filename="a b.mp3"')).toBe('a b.mp3')
    expect(fileNameOfDisposition("attachment; filename*=UTF-8''N%C3%A9.flac; filename=\"Ne.flac\"")).toBe('Né.flac')
    expect(fileNameOfDisposition('attachment; filename="../../etc/x.mp3"')).toBe('.._.._etc_x.mp3')
    expect(fileNameOfDisposition('attachment')).toBeNull()
    expect(fileNameOfDisposition(null)).toBeNull()
  })
})

describe('browser song notifications', () => {
  function withNotifications(answer: NotificationPermission) {
    const shown: { title: string; options?: NotificationOptions }[] = []
    const requests: number[] = []
    class FakeNotification {
      static permission: NotificationPermission = 'default'
      static requestPermission = async () => {
        requests.push(1)
        FakeNotification.permission = answer
        return answer
      }
      onerror: (() => void) | null = null
      constructor(title: string, options?: NotificationOptions) {
        shown.push({ title, ...(options ? { options } : {}) })
      }
    }
    const shell = createBrowserShell(Object.assign(fakeWindow().win, { Notification: FakeNotification }))
    return { shell, shown, requests }
  }

  it('asks the browser’s permission, then shows one replaceable, silent notification per song', async () => {
    const { shell, shown, requests } = withNotifications('granted')
    expect(await shell.notifications?.requestPermission()).toBe(true)
    expect(await shell.notifications?.requestPermission()).toBe(true)
    expect(requests).toHaveLength(1)
    await shell.notifications?.show('Song 1', 'Artist — Album')
    expect(shown).toEqual([{ title: 'Song 1', options: { body: 'Artist — Album', tag: 'tonearm-song', silent: true } }])
  })

  it('reports a refusal, and shows nothing without permission', async () => {
    const { shell, shown } = withNotifications('denied')
    expect(await shell.notifications?.requestPermission()).toBe(false)
    await expect(shell.notifications?.show('Song 1', 'Artist')).rejects.toThrow('Notifications are not allowed')
    expect(shown).toEqual([])
  })

  it('is absent where the browser has no Notification API', () => {
    expect(createBrowserShell(fakeWindow().win).notifications).toBeNull()
  })
})
