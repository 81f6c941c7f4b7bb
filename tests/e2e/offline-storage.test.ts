import type { Page } from 'playwright-core'
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest'
import type { FaultProxy } from '../faults/fault-proxy'
import { startFaultProxy } from '../faults/fault-proxy'
import { chromiumForFile, keptCoverIds, keptIds, newPage, signInControlled } from './session'
import { server } from './test-server'

/**
 * The Storage page of the settings and a full quota (docs/offline.md), against the test Supysonic
 * behind a fault proxy that grants CORS as Navidrome does. Chromium's quota is made small through
 * the DevTools protocol (Storage.overrideQuotaForOrigin), so the browser itself refuses a song.
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

async function openAlbum(page: Page): Promise<void> {
  await page.goto(`${server.appUrl}/library/albums/${encodeURIComponent(chromium.songs[0]!.albumId!)}`)
  await page.getByRole('heading', { name: 'Blue Hours', level: 1 }).waitFor()
}

/** The settings opened by the header's button, on the Storage page. */
async function openStorage(page: Page) {
  await page.getByRole('button', { name: /^Open settings/ }).click()
  const settings = page.getByRole('dialog', { name: /^Settings/ })
  await settings.getByRole('navigation', { name: 'Settings pages' }).getByRole('button', { name: 'Storage' }).click()
  return settings.getByRole('region', { name: 'Storage' })
}

/** The Storage page's rows: name, kind, status and size of each kept item. */
const rowsOf = (storage: ReturnType<Page['getByRole']>) =>
  storage
    .getByRole('table', { name: 'Kept offline' })
    .getByRole('row')
    .evaluateAll((rows) => rows.slice(1).map((row) => [...row.querySelectorAll('th, td')].slice(0, 4).map((cell) => cell.textContent ?? '')))

describe('the Storage page', () => {
  it('lists a kept album with its size; Remove drops it, its songs and its covers', async () => {
    const { page, errors } = await newPage(chromium.browser)
    await signInControlled(page, proxy.url)
    await openAlbum(page)
    await page.getByRole('button', { name: 'Available offline' }).click()
    await page.getByRole('status').filter({ hasText: /^Kept offline/ }).waitFor({ timeout: 20_000 })
    const storage = await openStorage(page)
    await storage.getByRole('table', { name: 'Kept offline' }).waitFor()
    const rows = await rowsOf(storage)
    expect(rows).toEqual([['Blue Hours', 'Album', expect.stringMatching(/^Kept offline, [\d.]+ [KM]B$/), expect.stringMatching(/^[\d.]+ [KM]B$/)]])
    expect(rows[0]![2]).toBe(`Kept offline, ${rows[0]![3]}`)
    await storage.getByText(/^This site uses [\d.]+ [KMG]?B of the [\d.]+ [KMGT]?B the browser allows it$/).waitFor()
    await storage.getByText(/^(Persistent|Not persistent): /).waitFor()

    await storage.getByRole('button', { name: 'Remove “Blue Hours” from offline' }).click()
    await storage.getByText(/^Nothing is kept offline/).waitFor()
    await expect.poll(() => keptIds(page)).toEqual([])
    await expect.poll(() => keptCoverIds(page)).toEqual([])
    expect(errors).toEqual([])
  })

  it('Remove all offline music from the palette opens the Storage page and asks first; confirmed, nothing stays kept', async () => {
    const { page, errors } = await newPage(chromium.browser)
    await signInControlled(page, proxy.url)
    await openAlbum(page)
    await page.getByRole('button', { name: 'Available offline' }).click()
    await page.getByRole('status').filter({ hasText: /^Kept offline/ }).waitFor({ timeout: 20_000 })
    await page.keyboard.press('Control+K')
    // Pasted, not typed: the palette filters once, not at every key.
    await page.getByRole('combobox', { name: 'Command palette' }).fill('Remove all offline')
    await page.getByRole('option', { name: /Remove all offline music/ }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Remove all offline music?' })
    await confirm.waitFor()
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    const storage = page.getByRole('dialog', { name: /^Settings/ }).getByRole('region', { name: 'Storage' })
    expect(await rowsOf(storage)).toEqual([['Blue Hours', 'Album', expect.stringMatching(/^Kept offline/), expect.stringMatching(/^[\d.]+ [KM]B$/)]])
    expect(await keptIds(page)).toHaveLength(chromium.songs.length)

    await storage.getByRole('button', { name: 'Remove all' }).click()
    await confirm.getByRole('button', { name: 'Remove all' }).click()
    await storage.getByText(/^Nothing is kept offline/).waitFor()
    await expect.poll(() => keptIds(page)).toEqual([])
    await expect.poll(() => keptCoverIds(page)).toEqual([])
    await page.keyboard.press('Escape')
    await page.getByRole('dialog', { name: /^Settings/ }).waitFor({ state: 'detached' })
    expect(await page.getByRole('button', { name: 'Available offline' }).getAttribute('aria-pressed')).toBe('false')
    expect(errors).toEqual([])
  })

  it('the quota reached in the middle of an album: the album is not kept, said so, and listed as not kept; removed, nothing of it stays', async () => {
    const { page, errors } = await newPage(chromium.browser)
    await signInControlled(page, proxy.url)
    await openAlbum(page)
    const [first, second] = chromium.songs
    if (!first?.size || !second?.size) throw new Error('The album’s songs have no size')
    // Room for what the origin holds now and the first song, not the second.
    const origin = new URL(server.appUrl).origin
    const usage = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0)
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: usage + first.size + second.size / 2 })
    try {
      await page.getByRole('button', { name: 'Available offline' }).click()
      await page.getByRole('status').filter({ hasText: 'Not kept offline: storage is full' }).waitFor({ timeout: 20_000 })
      await page.getByRole('region', { name: 'Notifications' }).getByText('Storage is full: “Blue Hours” is not available offline').waitFor()
      expect(await page.getByRole('button', { name: 'Available offline' }).getAttribute('aria-pressed')).toBe('false')
      // The first song was stored, the second refused: the album stays not kept.
      expect(await keptIds(page)).toEqual([first.id])

      const storage = await openStorage(page)
      await storage.getByRole('table', { name: 'Kept offline' }).waitFor()
      expect(await rowsOf(storage)).toEqual([['Blue Hours', 'Album', 'Not kept offline: storage is full', expect.stringMatching(/^[\d.]+ [KM]B$/)]])

      await storage.getByRole('button', { name: 'Remove “Blue Hours” from offline' }).click()
      await storage.getByText(/^Nothing is kept offline/).waitFor()
      await expect.poll(() => keptIds(page)).toEqual([])
      await expect.poll(() => keptCoverIds(page)).toEqual([])
    } finally {
      await cdp.send('Storage.overrideQuotaForOrigin', { origin })
    }
    expect(errors).toEqual([])
  })
})
