import type { Page } from 'playwright-core'
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest'
import type { FaultProxy } from '../faults/fault-proxy'
import { startFaultProxy } from '../faults/fault-proxy'
import { chromiumForFile, keptIds, newPage, playlistOnServer, signInControlled } from './session'
import { rest, server } from './test-server'

/**
 * Offline listening (docs/offline.md) against the test Supysonic, behind a fault proxy that grants
 * CORS as Navidrome does (a server of another origin must, for the page to read what it keeps),
 * and that cuts bodies or refuses every request on demand.
 */
const serverUrl = inject('serverUrl')
const chromium = chromiumForFile('Blue Hours')

let proxy: FaultProxy
beforeEach(async () => {
  proxy = await startFaultProxy(serverUrl, { cors: 'navidrome' })
})
afterEach(async () => {
  await proxy.stop()
})

/** The audio element that is playing, with its time and address. */
const playing = (page: Page) =>
  page.evaluate(() => {
    const element = [...document.querySelectorAll('audio')].find((audio) => !audio.paused)
    return element ? { time: element.currentTime, src: element.src, duration: element.duration } : null
  })

async function openAlbum(page: Page): Promise<void> {
  await page.goto(`${server.appUrl}/library/albums/${encodeURIComponent(chromium.songs[0]!.albumId!)}`)
  await page.getByRole('heading', { name: 'Blue Hours', level: 1 }).waitFor()
}

describe('keeping an album offline', () => {
  it('shows the progress, then kept; with the server refusing everything and the worker restarted, the next kept song plays and seeks inside, from the cache', async () => {
    const { page, errors } = await newPage(chromium.browser)
    await signInControlled(page, proxy.url)
    await openAlbum(page)
    // Each song's answer held a moment, so the progress can be seen.
    const slow = proxy.add({ method: 'stream', delayMs: 400 })
    const toggle = page.getByRole('button', { name: 'Available offline' })
    expect(await toggle.getAttribute('aria-pressed')).toBe('false')
    await toggle.click()
    await page.getByRole('status').filter({ hasText: /^Keeping offline: \d of \d songs/ }).waitFor()
    await page.getByRole('status').filter({ hasText: /^Kept offline, [\d.]+ [KM]B$/ }).waitFor({ timeout: 20_000 })
    slow()
    expect(await toggle.getAttribute('aria-pressed')).toBe('true')
    expect((await keptIds(page)).sort()).toEqual(chromium.songs.map((song) => song.id).sort())
    await page.getByRole('region', { name: 'Notifications' }).getByText('“Blue Hours” is available offline').waitFor()

    // The album is queued and starts playing; then the server refuses every request, and the
    // browser stops the worker (it comes back without the credentials it was told).
    await page.getByRole('main').getByRole('button', { name: 'Play', exact: true }).click()
    await expect.poll(async () => (await playing(page))?.time ?? 0, { timeout: 15_000 }).toBeGreaterThan(0.3)
    proxy.add({ status: 503 })
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('ServiceWorker.enable')
    await cdp.send('ServiceWorker.stopAllWorkers')
    const streamsBefore = proxy.requests('stream').length

    // The next kept song plays and seeks, from the cache.
    const next = chromium.songs[1]!
    await page.getByRole('button', { name: 'Next song' }).click()
    await expect.poll(async () => new URL((await playing(page))?.src ?? 'http://none/').searchParams.get('id'), { timeout: 15_000 }).toBe(next.id)
    await expect.poll(async () => (await playing(page))?.time ?? 0, { timeout: 15_000 }).toBeGreaterThan(0.3)
    expect((await playing(page))?.src).toMatch(/\/media\/x[0-9a-f]{8}\/stream\?id=/)
    const target = await page.evaluate(() => {
      const element = [...document.querySelectorAll('audio')].find((audio) => !audio.paused)!
      element.currentTime = element.duration * 0.7
      return element.duration * 0.7
    })
    await expect.poll(async () => (await playing(page))?.time ?? 0, { timeout: 15_000 }).toBeGreaterThan(target)
    // No stream reached the server once it refused: every byte came from the kept copies.
    expect(proxy.requests('stream').length).toBe(streamsBefore)
    expect(errors).toEqual([])
  })

  it('a song whose body is cut halfway at every attempt is fetched again, never stored, and the album is not kept until a retry succeeds', async () => {
    const { page } = await newPage(chromium.browser)
    await signInControlled(page, proxy.url)
    await openAlbum(page)
    const cutSong = chromium.songs[1]!
    // The second song's three attempts are cut halfway.
    proxy.add({ method: 'stream', nth: 2, times: 3, cutHalf: true })
    await page.getByRole('button', { name: 'Available offline' }).click()
    await page.getByRole('status').filter({ hasText: 'Not kept offline' }).waitFor({ timeout: 20_000 })
    expect(proxy.requests('stream').filter((request) => request.params.get('id') === cutSong.id)).toHaveLength(3)
    expect(await page.getByRole('button', { name: 'Available offline' }).getAttribute('aria-pressed')).toBe('false')
    expect(await keptIds(page)).not.toContain(cutSong.id)

    await page.getByRole('button', { name: 'Retry', exact: true }).click()
    await page.getByRole('status').filter({ hasText: /^Kept offline/ }).waitFor({ timeout: 20_000 })
    expect((await keptIds(page)).sort()).toEqual(chromium.songs.map((song) => song.id).sort())
  })
})

describe('keeping a playlist offline', () => {
  it('K P on the playlist page keeps its songs; the toggle then shows it kept, and the playlist options offer the same command', async () => {
    const name = `Offline trip ${Date.now()}`
    const songs = chromium.songs.slice(0, 2)
    const { id } = await playlistOnServer(name, songs)
    try {
      const { page, errors } = await newPage(chromium.browser)
      await signInControlled(page, proxy.url)
      await page.goto(`${server.appUrl}/library/playlists/${encodeURIComponent(id)}`)
      await page.getByRole('grid', { name: new RegExp(name) }).waitFor()
      await page.getByRole('button', { name: 'Playlist options' }).click()
      await page.getByRole('menuitem', { name: /Keep the playlist offline/ }).waitFor()
      await page.keyboard.press('Escape')
      await page.getByRole('heading', { name, level: 1 }).click()
      await page.keyboard.press('k')
      await page.keyboard.press('p')
      await page.getByRole('status').filter({ hasText: /^Kept offline/ }).waitFor({ timeout: 20_000 })
      expect(await page.getByRole('button', { name: 'Available offline' }).getAttribute('aria-pressed')).toBe('true')
      expect((await keptIds(page)).sort()).toEqual(songs.map((song) => song.id).sort())
      expect(errors).toEqual([])
    } finally {
      await rest('deletePlaylist', { id })
    }
  })
})
