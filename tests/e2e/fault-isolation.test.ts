import type { BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromiumForFile, pageLoggedInThroughForm } from './session'
import type { FaultProxy } from '../faults/fault-proxy'
import { startFaultProxy } from '../faults/fault-proxy'
import { albumSongs, queueUp, server } from './test-server'

/** The time of the audio element that is playing (the player keeps two, one preloading). */
function playingTime(page: Page): Promise<number> {
  return page.evaluate(() => {
    const elements = [...document.querySelectorAll<HTMLAudioElement>('[data-testid="audio-elements"] audio')]
    const playing = elements.find((element) => !element.paused)
    return playing ? playing.currentTime : -1
  })
}

const bar = (page: Page) => page.getByRole('region', { name: 'Player' })
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Sidebar' })

let proxy: FaultProxy
const chromium = chromiumForFile()
beforeAll(async () => {
  // The browser loads the app through the proxy, so a test can break the app's own files too.
  proxy = await startFaultProxy(server.appUrl)
})
afterAll(async () => {
  await proxy?.stop()
})

/** Logs in through the proxy, queues an album and plays it until time advances. */
async function playAnAlbum(options: BrowserContextOptions = {}): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await pageLoggedInThroughForm(chromium.browser, options, proxy.url)
  await queueUp(page, await albumSongs('Blue Hours'))
  await bar(page).getByRole('button', { name: 'Play', exact: true }).click()
  await expect.poll(() => playingTime(page), { timeout: 10_000 }).toBeGreaterThan(0.3)
  return { page, errors }
}

describe('music never stops for a screen’s fault', () => {
  it('a screen whose code fails to load shows Reload inside the layout; the audio plays on, Reload asks first', async () => {
    // A Service Worker keeps the build's chunks until a new build's worker takes over (and drops
    // them): this is the page without one, or after that hand-over.
    const { page } = await playAnAlbum({ serviceWorkers: 'block' })
    // The web build was replaced while the tab was open: the Playlists screen's chunk is gone (the
    // list screens' and an album's chunks are already fetched, at idle: those still open).
    proxy.add({ path: '/assets/PlaylistsScreen-', status: 404 })
    await sidebar(page).getByRole('link', { name: 'Playlists', exact: true }).click()
    const failed = page.getByRole('main').getByRole('alert')
    await failed.getByRole('heading', { name: 'Tonearm has been updated', level: 1 }).waitFor()

    const before = await playingTime(page)
    await expect.poll(() => playingTime(page), { timeout: 10_000 }).toBeGreaterThan(before + 1)
    await sidebar(page).getByRole('link', { name: 'Artists' }).waitFor()
    expect(await bar(page).getByRole('button', { name: 'Pause', exact: true }).count()).toBe(1)
    await page.screenshot({ path: '.tmp/fault-screen-chunk.png' })

    await failed.getByRole('button', { name: 'Reload' }).click()
    const ask = page.getByRole('alertdialog', { name: 'Reloading stops the music. Reload anyway?' })
    await ask.getByRole('button', { name: 'Cancel' }).click()
    await failed.getByRole('button', { name: 'Reload' }).waitFor()
    expect(await playingTime(page)).toBeGreaterThan(before)

    proxy.clear() // the new build is there now
    await failed.getByRole('button', { name: 'Reload' }).click()
    await ask.getByRole('button', { name: 'Reload anyway' }).click()
    await page.getByRole('heading', { name: 'Playlists', level: 1 }).waitFor()
    await page.close()
  })

  it('a dialog that throws on a server answer fails alone: it closes, the audio plays on', async () => {
    const { page } = await playAnAlbum()
    // A scan date no date parser reads: the server status dialog cannot render it.
    proxy.add({ method: 'getScanStatus', body: JSON.stringify({ 'subsonic-response': { status: 'ok', version: '1.10.2', scanStatus: { scanning: false, count: 28, lastScan: 'yesterday-ish' } } }) })
    await page.keyboard.press('Control+k')
    await page.getByRole('combobox').fill('Server status')
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'This dialog failed' })
    await dialog.getByRole('heading', { name: 'This part of Tonearm failed' }).waitFor()
    const before = await playingTime(page)
    await expect.poll(() => playingTime(page), { timeout: 10_000 }).toBeGreaterThan(before + 1)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor()
    expect(await page.getByRole('dialog').count()).toBe(0)
    await page.close()
  })
})

describe('lists are whole or say they are not', () => {
  it('playing a Songs list whose second page failed says only the loaded songs play', async () => {
    const { page } = await pageLoggedInThroughForm(chromium.browser, {}, proxy.url)
    // A full first page (500 songs) makes the list ask for a second one, which fails.
    const song = Array.from({ length: 500 }, (_, index) => ({ id: `page-${index}`, title: `Paged ${index}`, artist: 'Pager', duration: 60 }))
    proxy.add({ method: 'search3', nth: 1, body: JSON.stringify({ 'subsonic-response': { status: 'ok', version: '1.16.1', searchResult3: { song } } }) })
    proxy.add({ method: 'search3', nth: 2, status: 500 })
    await sidebar(page).getByRole('link', { name: 'Songs' }).click()
    await page.getByRole('main').getByRole('alert').getByRole('button', { name: 'Retry' }).waitFor()
    await page.getByRole('row', { name: 'Paged 2, Pager' }).dblclick()
    const notifications = page.getByRole('region', { name: 'Notifications' })
    const said = notifications.getByText('Playing the 500 songs loaded: the rest of the list could not be loaded.', { exact: false })
    await said.waitFor()
    expect(await said.count()).toBe(1)
    expect(proxy.requests('search3').filter((request) => request.faulted)).toHaveLength(2)
    proxy.clear()
    await page.close()
  })
})

