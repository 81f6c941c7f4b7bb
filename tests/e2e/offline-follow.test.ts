import type { Page } from 'playwright-core'
import { afterEach, beforeEach, describe, expect, inject, it } from 'vitest'
import type { FaultProxy } from '../faults/fault-proxy'
import { startFaultProxy } from '../faults/fault-proxy'
import { chromiumForFile, keptIds, newPage, playlistOnServer, signInControlled } from './session'
import { albumSongs, rest, server } from './test-server'

/**
 * A kept playlist changed by another client (docs/offline.md): the playlist is kept offline, a
 * song is added and another removed through the Subsonic API directly, and the app, started again
 * with the server answering, follows the change without the playlist's page being opened. The
 * test Supysonic sits behind the fault proxy (CORS as Navidrome sends it, so that its streams can
 * be kept), which later drops every call to show what is kept.
 */
const serverUrl = inject('serverUrl')
const chromium = chromiumForFile()

let proxy: FaultProxy
beforeEach(async () => {
  proxy = await startFaultProxy(serverUrl, { cors: 'navidrome' })
})
afterEach(async () => {
  await proxy.stop()
})

/** Keeps the playlist of the page at `path` (its heading `name`) and waits until it is kept whole. */
async function keep(page: Page, path: string, name: string): Promise<void> {
  await page.goto(`${server.appUrl}${path}`)
  await page.getByRole('heading', { name, level: 1 }).waitFor()
  await page.getByRole('button', { name: 'Available offline' }).click()
  await page.getByRole('status').filter({ hasText: /^Kept offline/ }).waitFor({ timeout: 20_000 })
}

describe('a kept playlist changed by another client', () => {
  it('is followed at the next start without its page opened: the added song is kept, the removed one dropped, and the kept playlist shows the change offline', async () => {
    const [first, second, added] = await albumSongs('Night Train Sessions')
    if (!first || !second || !added) throw new Error('Night Train Sessions has fewer than 3 songs')
    const name = `Followed ${Date.now()}`
    const playlist = await playlistOnServer(name, [first, second])
    try {
      const { page, errors } = await newPage(chromium.browser)
      await signInControlled(page, proxy.url)
      await keep(page, `/library/playlists/${encodeURIComponent(playlist.id)}`, name)
      expect((await keptIds(page)).sort()).toEqual([first.id, second.id].sort())

      // Another client adds a song and removes the first one.
      await rest('updatePlaylist', { playlistId: playlist.id, songIdToAdd: added.id, songIndexToRemove: '0' })
      expect(await playlist.held()).toEqual([second.title, added.title])

      // The app starts again on Home with the server answering: the kept playlist follows.
      const readsBefore = proxy.requests('getPlaylist').length
      await page.goto(server.appUrl)
      await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor()
      await expect.poll(async () => (await keptIds(page)).sort(), { timeout: 30_000 }).toEqual([second.id, added.id].sort())
      expect(new URL(page.url()).pathname).toBe('/')
      expect(proxy.requests('getPlaylist').length).toBeGreaterThan(readsBefore)

      // With the server gone, the kept playlist opens from Home with the new song and without the removed one.
      proxy.add({ path: '/rest/', reset: true })
      await page.goto(server.appUrl)
      const kept = page.getByRole('region', { name: 'Available offline' })
      await kept.getByRole('link', { name }).click()
      await page.getByRole('heading', { name, level: 1 }).waitFor()
      await page.getByText('The server cannot be reached: shown as kept on this device.').waitFor()
      const rows = page.getByRole('main').getByRole('grid')
      await rows.getByText(added.title, { exact: true }).waitFor()
      await rows.getByText(second.title, { exact: true }).waitFor()
      expect(await rows.getByText(first.title, { exact: true }).count()).toBe(0)
      expect(errors).toEqual([])
    } finally {
      await rest('deletePlaylist', { id: playlist.id })
    }
  })
})
