import type { Page } from 'playwright-core'
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest'
import type { FaultProxy } from '../faults/fault-proxy'
import { startFaultProxy } from '../faults/fault-proxy'
import { chromiumForFile, newPage, signInControlled } from './session'
import type { ServerSong } from './test-server'
import { albumSongs, rest, server } from './test-server'

/**
 * Starting with the server down (docs/offline.md): an album and a playlist kept offline, then the
 * test Supysonic made unreachable (the fault proxy in front of it drops every call, as a server
 * that is down does; the app itself still loads from its own origin) and the page reloaded.
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

const bar = (page: Page) => page.getByRole('region', { name: 'Player' })

/** From the next page load on, records the text of every toast that appears (a toast closes after a few seconds). */
const recordToasts = (page: Page) =>
  page.addInitScript(() => {
    const shown: string[] = []
    ;(window as unknown as { shownToasts: string[] }).shownToasts = shown
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.addedNodes) {
          if (!(node instanceof HTMLElement)) continue
          // A toast added to the region, or the region itself rendered with toasts already in it.
          if (node.parentElement?.getAttribute('aria-label') === 'Notifications') shown.push(node.textContent ?? '')
          else for (const region of node.querySelectorAll('[aria-label="Notifications"]')) for (const toast of region.children) shown.push(toast.textContent ?? '')
        }
    }).observe(document, { childList: true, subtree: true })
  })
/** How many toasts with `text` appeared since the page loaded. */
const shownToasts = (page: Page, text: string) =>
  page.evaluate((wanted) => (window as unknown as { shownToasts?: string[] }).shownToasts?.filter((shown) => shown.includes(wanted)).length ?? 0, text)
const LOST = 'The server cannot be reached. Tonearm keeps working: likes, ratings and playlist edits are kept and sent when it is back.'

/** Keeps the album or playlist of the page at `path` (its heading `name`) and waits until it is kept whole. */
async function keep(page: Page, path: string, name: string): Promise<void> {
  await page.goto(`${server.appUrl}${path}`)
  await page.getByRole('heading', { name, level: 1 }).waitFor()
  await page.getByRole('button', { name: 'Available offline' }).click()
  await page.getByRole('status').filter({ hasText: /^Kept offline/ }).waitFor({ timeout: 20_000 })
}

/** The audio element that is playing: its song id, time and duration. */
const playing = (page: Page) =>
  page.evaluate(() => {
    const element = [...document.querySelectorAll('audio')].find((audio) => !audio.paused)
    return element ? { id: new URL(element.src).searchParams.get('id'), time: element.currentTime, duration: element.duration } : null
  })
const playingId = async (page: Page) => (await playing(page))?.id ?? null

/** Whether the playing element knows its duration (its metadata has arrived). */
const knowsDuration = (page: Page) => page.evaluate(() => Number.isFinite([...document.querySelectorAll('audio')].find((audio) => !audio.paused)?.duration ?? Number.NaN))

/**
 * Moves the playing element to `seconds` before its end (or to `at` seconds); returns where it was
 * sent. Before its end: once the element knows its duration (a song just started may not yet).
 */
const seek = async (page: Page, where: { readonly beforeEnd: number } | { readonly at: number }) => {
  if ('beforeEnd' in where) await expect.poll(() => knowsDuration(page), { timeout: 15_000 }).toBe(true)
  return page.evaluate((to) => {
    const element = [...document.querySelectorAll('audio')].find((audio) => !audio.paused)!
    element.currentTime = 'at' in to ? to.at : element.duration - to.beforeEnd
    return element.currentTime
  }, where)
}

/** The stored queue (player, version 1), on its song `at`: the app restores it, paused, at its next start. */
const storeQueue = (page: Page, songs: readonly ServerSong[], at = 0) =>
  page.evaluate(({ list, index }) => {
    const state = {
      playerState: { volume: 100, loopState: 0, isShuffleActive: false, mediaType: 'song', progress: 0 },
      songlist: { originalList: list, shuffledList: [], radioList: [], currentSongIndex: index, originalSongIndex: index },
    }
    localStorage.setItem('player', JSON.stringify({ state, version: 1 }))
  }, { list: songs, index: at })

describe('starting while the server cannot be reached', () => {
  it('opens signed in on Home with the kept album and playlist; the queue plays kept songs, seeks, and skips one not kept, saying so', async () => {
    const album = chromium.songs
    const train = await albumSongs('Night Train Sessions')
    const notKept = (await albumSongs('Lumière Numérique'))[0]!
    const name = `Offline start ${Date.now()}`
    await rest('createPlaylist', { name })
    const list = await rest<{ playlists: { playlist: { id: string; name: string }[] } }>('getPlaylists')
    const playlistId = list.playlists.playlist.find((entry) => entry.name === name)?.id
    if (!playlistId) throw new Error('The playlist was not created')
    for (const song of train.slice(0, 2)) await rest('updatePlaylist', { playlistId, songIdToAdd: song.id })
    try {
      const { page, errors } = await newPage(chromium.browser)
      await signInControlled(page, proxy.url)
      await keep(page, `/library/albums/${encodeURIComponent(album[0]!.albumId!)}`, 'Blue Hours')
      await keep(page, `/library/playlists/${encodeURIComponent(playlistId)}`, name)

      // The server goes down; the next start finds a queue with a song that is not kept in it.
      proxy.add({ path: '/rest/', reset: true })
      await storeQueue(page, [album[0]!, notKept, album[1]!])
      await recordToasts(page)
      await page.goto(server.appUrl)

      // Signed in, not sent to the sign-in page; said once that the server cannot be reached.
      await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor()
      expect(new URL(page.url()).pathname).toBe('/')
      await expect.poll(() => shownToasts(page, LOST)).toBe(1)
      const kept = page.getByRole('region', { name: 'Available offline' })
      await kept.getByRole('link', { name: /^Blue Hours/ }).waitFor()
      await kept.getByRole('link', { name }).waitFor()
      await page.getByRole('status').filter({ hasText: /^Server unreachable/ }).waitFor()

      // The restored queue plays its kept song, seeks inside it, then passes over the song not kept.
      await bar(page).getByRole('button', { name: 'Play', exact: true }).click()
      await expect.poll(() => playingId(page), { timeout: 15_000 }).toBe(album[0]!.id)
      const inside = await seek(page, { at: 2 })
      await expect.poll(async () => (await playing(page))?.time ?? 0, { timeout: 15_000 }).toBeGreaterThan(inside)
      await seek(page, { beforeEnd: 0.5 })
      await expect.poll(() => playingId(page), { timeout: 15_000 }).toBe(album[1]!.id)
      await expect.poll(() => shownToasts(page, 'Skipped 1 song not available offline')).toBe(1)

      // The kept album opens from Home and plays through from its first song to its second.
      await kept.getByRole('link', { name: /^Blue Hours/ }).click()
      await page.getByRole('heading', { name: 'Blue Hours', level: 1 }).waitFor()
      await page.getByText('The server cannot be reached: shown as kept on this device.').waitFor()
      await page.getByRole('main').getByRole('button', { name: 'Play', exact: true }).click()
      await expect.poll(() => playingId(page), { timeout: 15_000 }).toBe(album[0]!.id)
      await seek(page, { beforeEnd: 0.5 })
      await expect.poll(() => playingId(page), { timeout: 15_000 }).toBe(album[1]!.id)
      await expect.poll(async () => (await playing(page))?.time ?? 0, { timeout: 15_000 }).toBeGreaterThan(0.3)

      // However many calls failed meanwhile, the outage was said once.
      expect(await shownToasts(page, LOST)).toBe(1)

      // Search finds what is kept; the sidebar's page lists the kept playlist.
      await page.goto(`${server.appUrl}/search?query=${encodeURIComponent('late tram')}`)
      await page.getByText('The server cannot be reached: results from what is kept on this device.').waitFor()
      await page.getByRole('grid', { name: 'Songs' }).getByText('Late Tram').waitFor()
      await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Available offline' }).click()
      await page.getByRole('heading', { name: 'Available offline', level: 1 }).waitFor()
      await page.getByRole('main').getByRole('link', { name }).waitFor()
      expect(errors).toEqual([])
    } finally {
      await rest('deletePlaylist', { id: playlistId })
    }
  })
})

describe('going back and covers while the server cannot be reached', () => {
  it('Previous on a kept song after one not kept passes back over it to the kept song before, saying so', async () => {
    const album = chromium.songs
    const notKept = (await albumSongs('Lumière Numérique'))[0]!
    const { page, errors } = await newPage(chromium.browser)
    await signInControlled(page, proxy.url)
    await keep(page, `/library/albums/${encodeURIComponent(album[0]!.albumId!)}`, 'Blue Hours')

    // The server goes down; the next start finds the queue on its third song, after one not kept.
    proxy.add({ path: '/rest/', reset: true })
    await storeQueue(page, [album[0]!, notKept, album[1]!], 2)
    await recordToasts(page)
    await page.goto(server.appUrl)
    await page.getByRole('status').filter({ hasText: /^Server unreachable/ }).waitFor()
    await bar(page).getByRole('button', { name: 'Play', exact: true }).click()
    await expect.poll(() => playingId(page), { timeout: 15_000 }).toBe(album[1]!.id)

    await bar(page).getByRole('button', { name: 'Previous song' }).click()
    await expect.poll(() => playingId(page), { timeout: 15_000 }).toBe(album[0]!.id)
    await expect.poll(() => shownToasts(page, 'Skipped 1 song not available offline')).toBe(1)
    expect(errors).toEqual([])
  })

  it('the kept album’s cover loads on its page and in the player bar from the copy kept with it, the readable-cover cache emptied', async () => {
    const album = chromium.songs
    const { page, errors } = await newPage(chromium.browser)
    await signInControlled(page, proxy.url)
    const path = `/library/albums/${encodeURIComponent(album[0]!.albumId!)}`
    await keep(page, path, 'Blue Hours')
    // Kept with the album, under keys without credentials; the worker's cache of readable covers
    // (which would answer too) emptied, so only the kept copies can.
    const coverKeys = await page.evaluate(async () => (await (await caches.open('tonearm-offline-v1')).keys()).map((request) => request.url).filter((url) => url.includes('/offline-covers/')))
    expect(coverKeys.length).toBeGreaterThan(0)
    for (const key of coverKeys) expect(key).toMatch(/\/offline-covers\/x[0-9a-f]{8}\/[^/?&]+\/\d+$/)
    await page.evaluate(() => caches.delete('tonearm-covers-v1'))

    proxy.add({ path: '/rest/', reset: true })
    await page.goto(`${server.appUrl}${path}`)
    await page.getByText('The server cannot be reached: shown as kept on this device.').waitFor()
    const cover = page.getByRole('img', { name: 'Cover of Blue Hours' })
    await expect.poll(() => cover.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)), { timeout: 15_000 }).toBeGreaterThan(0)
    // The worker answers its address from the kept copy, not from any cache of the page.
    const answer = await cover.evaluate(async (image: HTMLImageElement) => {
      const response = await fetch(image.src, { cache: 'no-store' })
      return { status: response.status, type: response.headers.get('Content-Type') ?? '' }
    })
    expect(answer).toEqual({ status: 200, type: expect.stringMatching(/^image\//) })

    // Played, the song's cover in the player bar (its own size) loads too.
    await page.getByRole('main').getByRole('button', { name: 'Play', exact: true }).click()
    await expect.poll(() => playingId(page), { timeout: 15_000 }).toBe(album[0]!.id)
    const barCover = bar(page).locator('img.player-cover')
    await expect.poll(() => barCover.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)), { timeout: 15_000 }).toBeGreaterThan(0)
    expect(errors).toEqual([])
  })
})
