import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { BrowserContext, Page } from 'playwright-core'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { launchChromiumProfile } from './browser-server'
import { signInControlled } from './session'
import { albumSongs, server } from './test-server'

/** The server of another origin (no CORS on covers and streams), as the desktop app and most deployments have it. */
const serverUrl = inject('serverUrl')

/** The password as people type it, and the forms an address would carry it in. */
function secretForms(password: string): string[] {
  const hex = Buffer.from(password, 'utf8').toString('hex')
  return [password, hex, `enc:${hex}`, `enc%3A${hex}`]
}

/** Every file of the profile (HTTP cache, Cache Storage, history, storage), searched for `needles` as bytes. */
function filesHolding(directory: string, needles: readonly string[]): string[] {
  const found: string[] = []
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const file = path.join(folder, name)
      const stats = statSync(file, { throwIfNoEntry: false })
      if (!stats) continue
      if (stats.isDirectory()) walk(file)
      else if (stats.isFile()) {
        const bytes = readFileSync(file)
        for (const needle of needles) if (bytes.includes(Buffer.from(needle))) found.push(`${path.relative(directory, file)}: ${needle}`)
      }
    }
  }
  walk(directory)
  return found
}

/** What the page itself can read of its storage: Cache Storage's addresses, local and session storage, every IndexedDB record. */
function pageStorage(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const texts: string[] = []
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const request of await cache.keys()) texts.push(`cache ${name}: ${request.url}`)
    }
    for (const storage of [localStorage, sessionStorage]) {
      for (let index = 0; index < storage.length; index++) {
        const key = storage.key(index)!
        texts.push(`storage ${key}: ${storage.getItem(key)}`)
      }
    }
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const opening = indexedDB.open(name)
        opening.onsuccess = () => resolve(opening.result)
        opening.onerror = () => reject(opening.error)
      })
      for (const store of [...db.objectStoreNames]) {
        const records = await new Promise<unknown[]>((resolve, reject) => {
          const reading = db.transaction(store).objectStore(store).getAll()
          reading.onsuccess = () => resolve(reading.result)
          reading.onerror = () => reject(reading.error)
        })
        // A CryptoKey says nothing when stringified: its bytes cannot be read out (non-extractable).
        texts.push(`indexedDB ${name}/${store}: ${JSON.stringify(records)}`)
      }
      db.close()
    }
    return texts
  })
}

const mediaAddresses = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll<HTMLImageElement | HTMLAudioElement>('img[src], audio[src]')].map((element) => element.src))

/** The audio element that is playing, with its time. */
const playing = (page: Page) =>
  page.evaluate(() => {
    const element = [...document.querySelectorAll('audio')].find((audio) => !audio.paused)
    return element ? { time: element.currentTime, src: element.src } : null
  })

let context: BrowserContext | undefined
let profile: string | undefined
afterEach(async () => {
  await context?.close()
  if (profile) rmSync(profile, { recursive: true, force: true })
  context = undefined
  profile = undefined
})

describe('the Service Worker: no credential in any address the page keeps', () => {
  it('after a session with password auth (covers, a song played and sought, a reload, a restarted worker, Home from its first frame), no cache, storage or history holds the password or its enc: form', async () => {
    profile = mkdtempSync(path.join(tmpdir(), 'tonearm-sw-'))
    context = await launchChromiumProfile(profile)
    const page = context.pages()[0] ?? (await context.newPage())
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const songs = await albumSongs('Blue Hours')

    await signInControlled(page, serverUrl)

    // Covers of another origin, loaded through addresses of this origin without credentials.
    const cover = page.getByRole('region', { name: 'Recently added' }).locator('img[src*="/media/"]').first()
    await cover.waitFor()
    await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)

    // A song played, then sought (a Range request through the worker).
    await page.goto(`${server.appUrl}/library/albums/${encodeURIComponent(songs[0]!.albumId!)}`)
    // On the title: the row's middle is its artist link, whose first click leaves for the artist page.
    await page.getByRole('row', { name: new RegExp(`^${songs[0]!.title}`) }).getByText(songs[0]!.title, { exact: true }).dblclick()
    await expect.poll(async () => (await playing(page))?.time ?? 0, { timeout: 15_000 }).toBeGreaterThan(0.3)
    expect((await playing(page))?.src).toMatch(/\/media\/x[0-9a-f]{8}\/stream\?id=/)
    const target = await page.evaluate(() => {
      const element = [...document.querySelectorAll('audio')].find((audio) => !audio.paused)!
      element.currentTime = element.duration * 0.7
      return element.duration * 0.7
    })
    await expect.poll(async () => (await playing(page))?.time ?? 0, { timeout: 15_000 }).toBeGreaterThan(target)

    // The worker restarted by the browser has lost the credentials: it asks the page again.
    const cdp = await context.newCDPSession(page)
    await cdp.send('ServiceWorker.enable')
    await cdp.send('ServiceWorker.stopAllWorkers')
    await page.reload()
    await page.getByRole('heading', { level: 1 }).waitFor()
    const again = page.locator('img[src*="/media/"]').first()
    await again.waitFor()
    await expect.poll(() => again.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)

    const secrets = secretForms(server.password)
    // Home from its first frame (index.html's early Home draws covers before the app's code runs):
    // no cover or stream the page asks for carries the password.
    const requested: string[] = []
    page.on('request', (request) => void requested.push(request.url()))
    await page.goto(server.appUrl)
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor()
    const home = page.getByRole('region', { name: 'Recently added' }).locator('img[src*="/media/"]').first()
    await expect.poll(() => home.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
    const media = requested.filter((address) => /\/(getCoverArt|stream|download)\?/.test(address))
    expect(media.length).toBeGreaterThan(0)
    expect(media.filter((address) => secrets.some((secret) => address.includes(secret)) || /[?&]p=/.test(address))).toEqual([])

    const shown = await mediaAddresses(page)
    expect(shown.length).toBeGreaterThan(0)
    expect(shown.filter((address) => secrets.some((secret) => address.includes(secret)) || /[?&]p=/.test(address))).toEqual([])
    const stored = await pageStorage(page)
    // Cache Storage was written (the app shell); covers of this server answer opaquely and are not kept.
    expect(stored.some((text) => text.startsWith('cache tonearm-shell-'))).toBe(true)
    expect(stored.filter((text) => secrets.some((secret) => text.includes(secret)))).toEqual([])
    const history = (await cdp.send('Page.getNavigationHistory')).entries.map((entry) => entry.url)
    expect(history.filter((address) => secrets.some((secret) => address.includes(secret)))).toEqual([])
    expect(errors).toEqual([])

    // The profile on disk: the HTTP cache's entries, Cache Storage, history, local storage, IndexedDB.
    await context.close()
    context = undefined
    expect(readdirSync(path.join(profile, 'Default')).length).toBeGreaterThan(0)
    expect(filesHolding(profile, secrets)).toEqual([])
  })

  it('a server of this origin: Range requests pass through (206, the same bytes as the server), covers kept under addresses without credentials', async () => {
    profile = mkdtempSync(path.join(tmpdir(), 'tonearm-sw-'))
    context = await launchChromiumProfile(profile)
    const page = context.pages()[0] ?? (await context.newPage())
    const songs = await albumSongs('Blue Hours')
    await signInControlled(page, server.appUrl)
    const cover = page.getByRole('region', { name: 'Recently added' }).locator('img[src*="/media/o"]').first()
    await cover.waitFor()
    await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)

    const key = /\/media\/(o[0-9a-f]{8})\//.exec((await cover.getAttribute('src')) ?? '')![1]!
    const hex = Buffer.from(server.password, 'utf8').toString('hex')
    const direct = `${server.appUrl}/rest/stream?u=${server.user}&p=enc:${hex}&v=1.10.2&c=tonearm-e2e&id=${songs[0]!.id}`
    const expected = Buffer.from(await (await fetch(direct, { headers: { Range: 'bytes=1000-1999' } })).arrayBuffer()).toString('hex')
    const answer = await page.evaluate(async (address) => {
      const response = await fetch(address, { headers: { Range: 'bytes=1000-1999' } })
      const bytes = new Uint8Array(await response.arrayBuffer())
      return { status: response.status, range: response.headers.get('Content-Range'), hex: Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('') }
    }, `/media/${key}/stream?id=${encodeURIComponent(songs[0]!.id)}`)
    expect(answer.status).toBe(206)
    expect(answer.range).toMatch(/^bytes 1000-1999\//)
    expect(answer.hex).toBe(expected)

    const kept = (await pageStorage(page)).filter((text) => text.startsWith('cache tonearm-covers-'))
    expect(kept.length).toBeGreaterThan(0)
    expect(kept.every((text) => text.includes(`/media/${key}/getCoverArt?id=`) && !text.includes(hex) && !/[?&](u|p|t|s)=/.test(text))).toBe(true)
  })

  it('answers a kept song from Cache Storage under its song-and-quality key: 206 slices, 416 past the end', async () => {
    profile = mkdtempSync(path.join(tmpdir(), 'tonearm-sw-'))
    context = await launchChromiumProfile(profile)
    const page = context.pages()[0] ?? (await context.newPage())
    const [kept, other] = await albumSongs('Blue Hours')
    await signInControlled(page, server.appUrl)
    const cover = page.locator('img[src*="/media/o"]').first()
    await cover.waitFor()
    const key = /\/media\/(o[0-9a-f]{8})\//.exec((await cover.getAttribute('src')) ?? '')![1]!
    // Another song's bytes kept under this song's key: an answer with them came from storage.
    const answer = await page.evaluate(
      async ({ serverKey, keptId, otherId }) => {
        const body = await (await fetch(`/media/${serverKey}/stream?id=${encodeURIComponent(otherId)}`)).arrayBuffer()
        const cache = await caches.open('tonearm-offline-v1')
        await cache.put(`${location.origin}/offline/${serverKey}/${encodeURIComponent(keptId)}/0/source`, new Response(body, { headers: { 'Content-Type': 'audio/mpeg' } }))
        const slice = await fetch(`/media/${serverKey}/stream?id=${encodeURIComponent(keptId)}&estimateContentLength=true`, { headers: { Range: 'bytes=100-199' } })
        const past = await fetch(`/media/${serverKey}/stream?id=${encodeURIComponent(keptId)}`, { headers: { Range: `bytes=${body.byteLength + 10}-` } })
        const same = new Uint8Array(await slice.arrayBuffer()).every((byte, index) => byte === new Uint8Array(body)[100 + index])
        return { status: slice.status, range: slice.headers.get('Content-Range'), same, size: body.byteLength, past: past.status }
      },
      { serverKey: key, keptId: kept!.id, otherId: other!.id },
    )
    expect(answer.size).toBeGreaterThan(200)
    expect(answer).toEqual({ status: 206, range: `bytes 100-199/${answer.size}`, same: true, size: answer.size, past: 416 })
  })

  it('a warm start with the network gone: the kept app shell starts the app', async () => {
    profile = mkdtempSync(path.join(tmpdir(), 'tonearm-sw-'))
    context = await launchChromiumProfile(profile)
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto(server.appUrl)
    await page.waitForURL('**/server-config')
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
    await context.setOffline(true)
    await page.reload()
    await page.getByLabel('Server URL').waitFor()
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true)
  })
})
