import type { WebDriver } from 'selenium-webdriver'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { albumSongs } from '../e2e/test-server'
import type { Sound, WebKit } from './webkit'
import { byRole, startSound, startWebKit, waitFor } from './webkit'

/**
 * Password auth in WebKitGTK, the desktop app's engine: at every launch the desktop page is a
 * first visit (a new port), so this starts from one. Once the Service Worker controls the page,
 * covers and streams go through it, and nothing the page keeps or asked for holds the password.
 */
const appUrl = inject('appUrl')
const serverUrl = inject('serverUrl')
const user = inject('serverUser')
const password = inject('serverPassword')

/** The password as typed, and the forms an address would carry it in. */
const hex = Buffer.from(password, 'utf8').toString('hex')
const SECRETS = [password, hex, `enc:${hex}`, `enc%3A${hex}`]
const holdsSecret = (text: string) => SECRETS.some((secret) => text.includes(secret)) || /[?&]p=/.test(text)

let sound: Sound
let webkit: WebKit
let driver: WebDriver
beforeAll(async () => {
  sound = await startSound()
  webkit = await startWebKit(sound)
  driver = webkit.driver
})
afterAll(async () => {
  await webkit?.stop()
  await sound?.stop()
})

/**
 * What the page holds and asked for: every cover and stream address it requested (Resource
 * Timing), its elements' addresses, Cache Storage's keys, local and session storage, every IndexedDB record.
 */
function pageTraces(): Promise<string[]> {
  return driver.executeAsyncScript<string[]>(`const done = arguments[arguments.length - 1]
    ;(async () => {
      // Media requests (JSON calls carry their credentials by design, fetched past the HTTP cache with no-store).
      const texts = performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => ['/getCoverArt?', '/stream?', '/download?'].some((method) => name.includes(method))).map((name) => 'requested ' + name)
      for (const element of document.querySelectorAll('img[src], audio[src]')) texts.push('element ' + element.src)
      for (const name of await caches.keys()) {
        const cache = await caches.open(name)
        for (const request of await cache.keys()) texts.push('cache ' + name + ': ' + request.url)
      }
      for (const storage of [localStorage, sessionStorage]) {
        for (let index = 0; index < storage.length; index++) texts.push('storage ' + storage.key(index) + ': ' + storage.getItem(storage.key(index)))
      }
      for (const { name } of await indexedDB.databases()) {
        if (!name) continue
        const db = await new Promise((resolve, reject) => {
          const opening = indexedDB.open(name)
          opening.onsuccess = () => resolve(opening.result)
          opening.onerror = () => reject(opening.error)
        })
        for (const store of [...db.objectStoreNames]) {
          const records = await new Promise((resolve, reject) => {
            const reading = db.transaction(store).objectStore(store).getAll()
            reading.onsuccess = () => resolve(reading.result)
            reading.onerror = () => reject(reading.error)
          })
          texts.push('indexedDB ' + name + '/' + store + ': ' + JSON.stringify(records))
        }
        db.close()
      }
      return texts
    })().then(done, (error) => done(['failed: ' + String(error)]))`)
}

const controlled = () => driver.executeScript<boolean>('return navigator.serviceWorker.controller !== null')
const loadedCovers = () =>
  driver.executeScript<string[]>(`return [...document.querySelectorAll('img[src*="/media/"]')].filter((image) => image.complete && image.naturalWidth > 0).map((image) => image.src)`)

describe('no password kept in WebKitGTK', () => {
  it('a first visit signed in with password auth once the worker controls the page: covers and a played song go through media addresses, and no address requested, element, cache or storage holds the password or its enc: form, before or after a reload', async () => {
    const [song] = await albumSongs('Blue Hours')
    await driver.get(appUrl)
    await waitFor(() => driver.getCurrentUrl(), (url) => url.endsWith('/server-config'), 'the login page')
    // WebKitGTK registers, installs and activates the worker, which takes control (clients.claim).
    await waitFor(controlled, (yes) => yes, 'the Service Worker to control the page')
    await (await byRole(driver, 'textbox', 'Server URL')).sendKeys(serverUrl)
    await (await byRole(driver, 'textbox', 'Username')).sendKeys(user)
    await (await byRole(driver, 'textbox', 'Password')).sendKeys(password)
    await (await byRole(driver, 'button', 'Connect')).click()
    await (await byRole(driver, 'button', 'Continue anyway')).click()
    await byRole(driver, 'heading', 'Home')
    await waitFor(loadedCovers, (covers) => covers.length > 0, 'covers loaded through media addresses')

    // A song played through its media address: queued as the app restores it, then Play (a user
    // gesture, as WebKit's autoplay policy asks).
    await driver.executeScript(
      `localStorage.setItem('player', JSON.stringify({ version: 1, state: {
        playerState: { volume: 100, loopState: 0, isShuffleActive: false, mediaType: 'song', progress: 0 },
        songlist: { originalList: [arguments[0]], shuffledList: [], radioList: [], currentSongIndex: 0, originalSongIndex: 0 },
      } }))`,
      song,
    )
    await driver.navigate().refresh()
    await byRole(driver, 'heading', 'Home')
    await (await byRole(driver, 'button', 'Play', await byRole(driver, 'region', 'Player'))).click()
    const playing = () =>
      driver.executeScript<{ src: string; time: number } | null>(
        `const element = [...document.querySelectorAll('audio')].find((audio) => !audio.paused)
        return element ? { src: element.src, time: element.currentTime } : null`,
      )
    const heard = await waitFor(playing, (state) => (state?.time ?? 0) > 0.3, 'the song to play', 30_000)
    expect(heard!.src).toMatch(/\/media\/x[0-9a-f]{8}\/stream\?id=/)
    const before = await pageTraces()

    // A restart of the page: controlled from its first request.
    await driver.navigate().refresh()
    await byRole(driver, 'heading', /./)
    expect(await controlled()).toBe(true)
    await waitFor(loadedCovers, (covers) => covers.length > 0, 'covers after the reload')
    const after = await pageTraces()

    for (const traces of [before, after]) {
      expect(traces.some((text) => text.startsWith('requested ') && text.includes('/media/'))).toBe(true)
      expect(traces.filter((text) => text.startsWith('failed'))).toEqual([])
      expect(traces.filter(holdsSecret)).toEqual([])
    }
  }, 120_000)
})
