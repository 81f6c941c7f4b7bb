import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FaultProxy } from '../faults/fault-proxy'
import { startFaultProxy } from '../faults/fault-proxy'
import { chromiumForFile, pageLoggedInThroughForm } from './session'
import type { ServerSong } from './test-server'
import { queueUp, rest, server } from './test-server'

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
    await expect.poll(() => starredOnServer(song.id), { timeout: 5000 }).toBe(true)
    expect(proxy.requests('star').length).toBeGreaterThanOrEqual(2)
    const writes = proxy.requests().filter((request) => request.method === 'star' || request.method === 'unstar')
    expect(writes.filter((request) => !request.faulted).map((request) => request.method)).toEqual(['star', 'unstar', 'star'])
    expect(await lostToasts()).toBe(1)
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true')

    await rest('unstar', { id: song.id })
    expect(errors).toEqual([])
  })
})
