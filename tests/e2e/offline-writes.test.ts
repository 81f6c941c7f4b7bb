import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FaultProxy } from '../faults/fault-proxy'
import { startFaultProxy } from '../faults/fault-proxy'
import { chromiumForFile, pageLoggedInThroughForm, playlistOnServer } from './session'
import type { ServerSong } from './test-server'
import { albumSongs, queueUp, rest, server } from './test-server'

let proxy: FaultProxy
const chromium = chromiumForFile('Voltage Garden')
beforeAll(async () => {
  proxy = await startFaultProxy(server.appUrl)
})
afterAll(async () => {
  await proxy?.stop()
})

const bar = (page: Page) => page.getByRole('region', { name: 'Player' })
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' })
const LOST = 'The server cannot be reached. Tonearm keeps working: likes, ratings and playlist edits are kept and sent when it is back.'
const starredOnServer = async (id: string) => (await rest<{ song: ServerSong }>('getSong', { id })).song.starred !== undefined

/** Counts, from now on, every toast that appears with `text` (a toast shown twice counts twice). */
async function countToasts(page: Page, text: string): Promise<() => Promise<number>> {
  await page.evaluate((wanted) => {
    const counted = window as unknown as { shownToasts: number }
    counted.shownToasts = 0
    const region = document.querySelector('[aria-label="Notifications"]') ?? document.body
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.addedNodes) if (node.textContent?.includes(wanted)) counted.shownToasts += 1
    }).observe(region, { childList: true, subtree: true })
  }, text)
  return () => page.evaluate(() => (window as unknown as { shownToasts: number }).shownToasts)
}

describe('a like made while the server cannot be reached, on a real Supysonic through a fault proxy', () => {
  it('shows at once, reaches the server once it is back, and the app says once that the server is gone', async () => {
    const song = chromium.songs.at(-1)
    if (!song) throw new Error('Voltage Garden has no songs')
    if (await starredOnServer(song.id)) await rest('unstar', { id: song.id })
    const { page, errors } = await pageLoggedInThroughForm(chromium.browser, {}, proxy.url)
    await queueUp(page, [song])
    const like = bar(page).getByRole('button', { name: 'Like', exact: true })
    expect(await like.getAttribute('aria-pressed')).toBe('false')
    const lostToasts = await countToasts(page, LOST)

    // The server goes away: every call to it fails as a dropped connection does (the app itself still loads).
    const back = proxy.add({ path: '/rest/', reset: true })
    await like.click()
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true')
    await toasts(page).getByText(LOST).waitFor()
    // The header says so for as long as it lasts, with the writes waiting.
    const status = page.getByRole('status').filter({ hasText: /^Server unreachable/ })
    await expect.poll(() => status.textContent()).toBe('Server unreachable · 1 change waiting')
    // More calls fail (a page's list, a second write): still said once.
    await page.getByRole('link', { name: 'Albums' }).first().click()
    await page.getByRole('heading', { name: 'Albums', level: 1 }).waitFor()
    await like.click()
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('false')
    await like.click()
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true')
    expect(await starredOnServer(song.id)).toBe(false)

    // Back: the app's next ping finds it, and the kept writes go in order (like, unlike, like).
    back()
    await toasts(page).getByText('The server is back.').waitFor({ timeout: 25_000 })
    await toasts(page).getByText('3 changes made while the server was unreachable were sent.').waitFor()
    expect(await starredOnServer(song.id)).toBe(true)
    await status.waitFor({ state: 'detached' })
    expect(proxy.requests('star').length).toBeGreaterThanOrEqual(2)
    const writes = proxy.requests().filter((request) => request.method === 'star' || request.method === 'unstar')
    expect(writes.filter((request) => !request.faulted).map((request) => request.method)).toEqual(['star', 'unstar', 'star'])
    expect(await lostToasts()).toBe(1)
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true')

    await rest('unstar', { id: song.id })
    expect(errors).toEqual([])
  })
})

describe('a playlist reorder made while the server cannot be reached, on a real Supysonic through a fault proxy', () => {
  it('the page keeps the new order, and the server holds it once it is back', async () => {
    const songs = (await albumSongs('Night Train Sessions')).slice(0, 3)
    if (songs.length < 3) throw new Error('Night Train Sessions needs three songs')
    const name = `Offline move ${Date.now()}`
    const { id, held } = await playlistOnServer(name, songs)

    const { page, errors } = await pageLoggedInThroughForm(chromium.browser, {}, proxy.url)
    await page.goto(`${proxy.url}/library/playlists/${encodeURIComponent(id)}`)
    const table = page.getByRole('grid', { name: new RegExp(name) })
    const shown = () => table.locator('tbody tr[aria-label]').evaluateAll((rows) => rows.map((row) => (row.getAttribute('aria-label') ?? '').split(', ')[0]))
    const [first, second, third] = songs
    await table.getByRole('row', { name: new RegExp(`^${first!.title}`) }).click({ position: { x: 8, y: 8 } })

    const back = proxy.add({ path: '/rest/', reset: true })
    await page.keyboard.press('Control+Shift+ArrowDown')
    await toasts(page).getByText(LOST).waitFor()
    const moved = [second!.title, first!.title, third!.title]
    await expect.poll(shown).toEqual(moved)
    expect(await held()).toEqual([first!.title, second!.title, third!.title])
    expect(await toasts(page).getByText('Failed to update playlist!').count()).toBe(0)

    back()
    await toasts(page).getByText('The server is back.').waitFor({ timeout: 25_000 })
    await toasts(page).getByText('1 change made while the server was unreachable was sent.').waitFor()
    expect(await held()).toEqual(moved)
    await expect.poll(shown).toEqual(moved)
    await rest('deletePlaylist', { id })
    expect(errors).toEqual([])
  })
})
