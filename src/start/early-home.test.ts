import { webcrypto } from 'node:crypto'
import { isRight } from 'fp-ts/Either'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { getAlbumList } from '../api/calls/album-list'
import { ping, probeServer } from '../api/calls/ping'
import type { Connection } from '../api/core/connection'
import { DEFAULT_PROTOCOL_VERSION, PLACEHOLDER_COVER } from '../api/core/constants'
import { passwordCredentials } from '../api/core/credentials'
import { adoptEarlyReplies, dropEarlyReplies } from '../api/core/early-replies'
import { mediaServerOf } from '../api/core/media-route'
import { coverArtUrl } from '../api/core/media-urls'
import { HOME_ROW_SIZE, HOME_SECTIONS } from '../model/home/home-rows'
import { webCryptoVault } from '../shell/vault/credential-vault'
import type { EarlyReply } from './early-home-contract'
import { earlyHome } from './early-home'
import { openSealedEarly } from './early-sealed-credential'
import { earlyHomeConstants } from './early-home-constants'

const K = earlyHomeConstants('')
const TEXTS = { title: 'Home', rows: ['Recently played', 'Most played', 'Recently added', 'Explore'], seeAll: 'See all', empty: 'Nothing here yet.' }
const SERVER = 'http://127.0.0.1:4040'

function ok(payload: Record<string, unknown>, version = '1.10.2') {
  return { 'subsonic-response': { status: 'ok', version, ...payload } }
}

/** The page: the frame as index.html has it, a fake fetch answering by method, and the early replies. */
function page({ preset, stored, path = '/', answer, vaultKey = null, unanswered = () => false, resizeObserver, worker }: { preset?: Record<string, unknown>; stored?: Record<string, unknown>; path?: string; answer: (url: URL) => unknown; vaultKey?: CryptoKey | null; unanswered?: (url: URL) => boolean; resizeObserver?: typeof ResizeObserver; worker?: { postMessage(message: unknown): void } }) {
  document.body.innerHTML = '<div class="start-frame"><div class="sf-main"></div></div>'
  localStorage.clear()
  if (stored) localStorage.setItem('app_store', JSON.stringify({ state: { data: stored }, version: 1 }))
  const requested: string[] = []
  const w = {
    document,
    location: { pathname: path, origin: SERVER },
    localStorage,
    fetch: (url: string) => {
      requested.push(url)
      if (unanswered(new URL(url))) return new Promise<Response>(() => {})
      return Promise.resolve(new Response(JSON.stringify(answer(new URL(url))), { status: 200 }))
    },
    indexedDB: keyDatabase(vaultKey),
    crypto: webcrypto as unknown as Crypto,
    atob,
    setTimeout: (handler: () => void, ms: number) => setTimeout(handler, ms),
    ...(preset ? { TONEARM_PRESET: preset } : {}),
    ...(resizeObserver ? { ResizeObserver: resizeObserver } : {}),
    ...(worker ? { navigator: { serviceWorker: { controller: worker } } } : {}),
  } as Parameters<typeof earlyHome>[0]
  earlyHome(w, TEXTS, K, openSealedEarly)
  return { requested, replies: w.tonearmEarlyReplies, main: document.querySelector('.sf-main')!, window: w }
}

/** IndexedDB as src/shell/vault/indexeddb-vault-key.ts leaves it: 'tonearm-keys' › 'keys' › 'credentials' (or no database). */
function keyDatabase(key: CryptoKey | null): IDBFactory {
  const later = (fn: () => void) => setTimeout(fn, 0)
  return {
    open: () => {
      const opening = {} as { result?: unknown; transaction?: { abort: () => void }; onsuccess?: () => void; onerror?: () => void; onupgradeneeded?: () => void }
      later(() => {
        if (!key) {
          opening.transaction = { abort: () => later(() => opening.onerror?.()) }
          return opening.onupgradeneeded?.()
        }
        opening.result = {
          close: () => {},
          transaction: () => ({
            objectStore: () => ({
              get: () => {
                const get = { result: key } as { result: unknown; onsuccess?: () => void }
                later(() => get.onsuccess?.())
                return get
              },
            }),
          }),
        }
        opening.onsuccess?.()
      })
      return opening
    },
  } as unknown as IDBFactory
}

const PRESET = { serverUrl: `${SERVER}/`, hideServer: false, username: 'alice', password: 'sésame', authType: 'password' }
const ALBUMS = [
  { id: 'a1', name: '<b>Bold</b> & "Quotes"', artist: 'Émilie', year: 2019, coverArt: 'c1' },
  { id: 'a2', name: 'No cover', artist: 'Miles' },
]
const answerHome = (url: URL) => {
  if (url.pathname.endsWith('ping.view')) return url.searchParams.get('u') === '' ? { 'subsonic-response': { status: 'failed', version: '1.10.2', error: { code: 10 } } } : ok({})
  return ok({ albumList2: url.searchParams.get('type') === 'recent' ? {} : { album: ALBUMS } })
}

afterEach(() => {
  dropEarlyReplies()
  vi.unstubAllGlobals()
})

describe('early Home (inlined in index.html)', () => {
  it("asks, for the password preset, exactly the addresses the app then builds, and the app takes those replies instead of asking again", async () => {
    const { requested, replies } = page({ preset: PRESET, answer: answerHome })
    await vi.waitFor(() => expect(requested).toHaveLength(6))
    const app: Connection = { url: SERVER, protocolVersion: '1.10.2', credentials: passwordCredentials('alice', 'sésame') }
    adoptEarlyReplies(replies as Record<string, Promise<EarlyReply | null>>)
    const appFetch = vi.fn<() => Promise<Response>>(() => Promise.reject(new Error('the app asked the server again')))
    vi.stubGlobal('fetch', appFetch)
    expect((await probeServer(SERVER)).protocolVersion).toBe('1.10.2')
    expect(isRight(await ping(app))).toBe(true)
    for (const section of HOME_SECTIONS) {
      const list = await getAlbumList(app, { type: section.type, size: HOME_ROW_SIZE })
      expect(isRight(list) && list.right.albums.length).toBe(section.type === 'recent' ? 0 : 2)
    }
    expect(appFetch).not.toHaveBeenCalled()
    // The probe and the four lists (at the default version, taken for the server's) and the ping.
    expect(requested).toHaveLength(6)
    // Taken once: the next call reaches the server.
    await ping(app)
    expect(appFetch).toHaveBeenCalledTimes(1)
  })

  it('reads whether a row runs past its edge (its fade) once the browser has laid it out, not while drawing it', async () => {
    const reports: (() => void)[] = []
    class ReportingObserver {
      constructor(report: () => void) {
        reports.push(report)
      }
      observe() {}
      disconnect() {}
    }
    let reads = 0
    const widths = { scrollWidth: 900, clientWidth: 300 }
    for (const [name, value] of Object.entries(widths)) {
      vi.spyOn(HTMLElement.prototype, name as keyof typeof widths, 'get').mockImplementation(() => (reads++, value))
    }
    const drawn = page({ preset: PRESET, answer: answerHome, resizeObserver: ReportingObserver as unknown as typeof ResizeObserver })
    await vi.waitFor(() => expect(drawn.main.querySelectorAll('section[aria-busy="true"]')).toHaveLength(0))
    const rows = [...drawn.main.querySelectorAll<HTMLElement>('.sf-row')]
    expect(rows.length).toBeGreaterThan(0)
    expect(reads).toBe(0)
    expect(rows.some((row) => row.dataset.more !== undefined)).toBe(false)
    for (const report of reports) report()
    expect(rows.every((row) => row.dataset.more === '')).toBe(true)
    vi.restoreAllMocks()
  })

  it("sends Home's lists with the preset's probe, before its answer", async () => {
    const { requested } = page({ preset: PRESET, answer: answerHome, unanswered: (url) => url.searchParams.get('u') === '' })
    await vi.waitFor(() => expect(requested.map((url) => new URL(url).searchParams.get('type'))).toEqual([null, ...HOME_SECTIONS.map((section) => section.type)]))
  })

  it("draws each card as a link to its album's page, out of the tab order, and holds nothing of the app back", async () => {
    const drawn = page({ preset: PRESET, answer: answerHome })
    await vi.waitFor(() => expect(drawn.main.querySelectorAll('section[aria-busy="true"]')).toHaveLength(0))
    const links = [...drawn.main.querySelectorAll<HTMLAnchorElement>('.sf-card a')]
    expect(links).toHaveLength(2 * (HOME_SECTIONS.length - 1))
    expect(links[0]!.getAttribute('href')).toMatch(/^\/library\/albums\/[^/]+$/)
    expect(links.every((link) => link.tabIndex === -1 && link.querySelector('img.album-card-cover') !== null)).toBe(true)
    expect('tonearmFirstCoversIn' in drawn.window).toBe(false)
  })

  it("asks a list again at the server's version when the server refuses the default one, and the app takes that reply", async () => {
    const tooNew = { 'subsonic-response': { status: 'failed', version: '1.10.2', error: { code: 30, message: 'Incompatible Subsonic REST protocol version. Server must upgrade.' } } }
    const { requested, replies, main } = page({ preset: PRESET, answer: (url) => (url.pathname.endsWith('getAlbumList2') && url.searchParams.get('v') === DEFAULT_PROTOCOL_VERSION ? tooNew : answerHome(url)) })
    await vi.waitFor(() => expect(main.querySelectorAll('.sf-card')).toHaveLength(2 * (HOME_SECTIONS.length - 1)))
    const lists = requested.filter((url) => url.includes('getAlbumList2')).map((url) => new URL(url).searchParams.get('v'))
    expect(lists).toEqual([...HOME_SECTIONS.map(() => DEFAULT_PROTOCOL_VERSION), ...HOME_SECTIONS.map(() => '1.10.2')])
    adoptEarlyReplies(replies as Record<string, Promise<EarlyReply | null>>)
    const appFetch = vi.fn<() => Promise<Response>>(() => Promise.reject(new Error('the app asked the server again')))
    vi.stubGlobal('fetch', appFetch)
    const app: Connection = { url: SERVER, protocolVersion: '1.10.2', credentials: passwordCredentials('alice', 'sésame') }
    const list = await getAlbumList(app, { type: 'frequent', size: HOME_ROW_SIZE })
    expect(isRight(list) && list.right.albums.length).toBe(2)
    expect(appFetch).not.toHaveBeenCalled()
  })

  it("draws the rows with the server's titles as text and the app's own cover addresses", async () => {
    const stored = { isServerConfigured: true, url: SERVER, username: 'bob', password: 'tok', salt: 'salt', authType: 'token', protocolVersion: '1.16.0' }
    const { main, requested } = page({ stored, answer: answerHome })
    expect(main.querySelectorAll('section[aria-busy="true"]')).toHaveLength(4)
    // A stored server states its version: no probe.
    await vi.waitFor(() => expect(requested).toHaveLength(5))
    expect(main.querySelector('.sf-h1')?.textContent).toBe('Home')
    const [recent, frequent] = [...main.querySelectorAll('section')]
    expect(recent!.getAttribute('aria-busy')).toBe('false')
    expect(recent!.textContent).toContain('Nothing here yet.')
    expect([...frequent!.querySelectorAll('.sf-t')].map((title) => title.textContent)).toEqual(['<b>Bold</b> & "Quotes"', 'No cover'])
    expect(frequent!.querySelector('b')).toBeNull()
    expect([...frequent!.querySelectorAll('.sf-s')].map((line) => line.textContent)).toEqual(['Émilie · 2019', 'Miles'])
    const connection: Connection = { url: SERVER, protocolVersion: '1.16.0', credentials: { authType: 'token', username: 'bob', token: 'tok', salt: 'salt' } }
    expect([...frequent!.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([coverArtUrl(connection, 'c1'), PLACEHOLDER_COVER])
    // Ahead of the start chunks queued for the same host.
    expect([...frequent!.querySelectorAll('img')].map((img) => img.getAttribute('fetchpriority'))).toEqual(['high', 'high'])
  })

  it('with a Service Worker in control, draws covers under the app’s own media addresses, without credentials, and gives the worker the server’s entry the app would give', async () => {
    const posted: unknown[] = []
    // A server of another origin than the page, with password auth.
    const stored = { isServerConfigured: true, url: 'https://music.example.org/', username: 'bob', password: 'enc:736573616d65', authType: 'password', protocolVersion: '1.16.0' }
    const { main } = page({ stored, answer: answerHome, worker: { postMessage: (message) => void posted.push(message) } })
    await vi.waitFor(() => expect(main.querySelectorAll('img')).not.toHaveLength(0))
    const connection: Connection = { url: 'https://music.example.org/', protocolVersion: '1.16.0', credentials: { authType: 'password', username: 'bob', password: 'enc:736573616d65' } }
    const addressing = { route: { base: '/media/' }, pageOrigin: SERVER }
    const covers = [...main.querySelectorAll('img')].map((img) => img.getAttribute('src'))
    expect(covers).toContain(coverArtUrl(connection, 'c1', K.coverSize, addressing))
    expect(covers.filter((cover) => /enc|736573616d65|[?&]p=/.test(cover ?? ''))).toEqual([])
    expect(posted).toEqual([{ type: 'tonearm-media-server', server: mediaServerOf(connection, SERVER) }])
  })

  it('leaves Home empty when the session check is refused (wrong password)', async () => {
    const { main } = page({ preset: PRESET, answer: (url) => (url.pathname.endsWith('ping.view') && url.searchParams.get('u') !== '' ? { 'subsonic-response': { status: 'failed', version: '1.10.2', error: { code: 40 } } } : answerHome(url)) })
    // The rows drawn at once are taken away when the ping is refused.
    expect(main.childElementCount).toBeGreaterThan(0)
    await vi.waitFor(() => expect(main.childElementCount).toBe(0))
  })

  it('opens a stored credential sealed by the vault with its key in IndexedDB, and sends nothing when the key is gone', async () => {
    const key = (await webcrypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt'])) as unknown as CryptoKey
    const sealed = await webCryptoVault(() => Promise.resolve(key), webcrypto.subtle as SubtleCrypto).seal('tok')
    const stored = { isServerConfigured: true, url: SERVER, username: 'bob', password: sealed, salt: 'salt', authType: 'token', protocolVersion: '1.16.0' }
    const opened = page({ stored, answer: answerHome, vaultKey: key })
    await vi.waitFor(() => expect(opened.requested).toHaveLength(5))
    expect(opened.requested.every((url) => new URL(url).searchParams.get('t') === 'tok' && new URL(url).searchParams.get('s') === 'salt')).toBe(true)
    const locked = page({ stored, answer: answerHome, vaultKey: null })
    // The rows drawn at once are taken away once the key is found missing; nothing was sent.
    expect(locked.main.childElementCount).toBeGreaterThan(0)
    await vi.waitFor(() => expect(locked.main.childElementCount).toBe(0))
    expect(locked.requested).toEqual([])
  })

  it('draws nothing on a deep link, where the page address is the document base (no <base> element)', () => {
    window.history.replaceState(null, '', '/search?query=a')
    try {
      const deep = page({ preset: PRESET, path: '/search', answer: answerHome })
      expect(deep.requested).toEqual([])
      expect(deep.main.childElementCount).toBe(0)
    } finally {
      window.history.replaceState(null, '', '/')
    }
  })

  it('sends nothing for a token preset, another page or no server', () => {
    expect(page({ preset: { ...PRESET, authType: 'token' }, answer: answerHome }).requested).toEqual([])
    expect(page({ preset: PRESET, path: '/library/albums', answer: answerHome }).requested).toEqual([])
    expect(page({ answer: answerHome }).requested).toEqual([])
    expect(page({ stored: { isServerConfigured: false, url: SERVER, password: 'x', username: 'u' }, answer: answerHome }).requested).toEqual([])
  })
})
