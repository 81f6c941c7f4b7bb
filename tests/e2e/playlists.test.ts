import type { Page, Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromiumForFile, pageLoggedInThroughForm, playlistOnServer, signedInHome } from './session'
import type { FaultProxy } from '../faults/fault-proxy'
import { startFaultProxy } from '../faults/fault-proxy'
import { albumSongs, rest, server } from './test-server'
// @ts-expect-error plain ESM script without type declarations
import { TRACKS as GENERATED_TRACKS } from '../../scripts/supysonic/library.mjs'

const TRACKS = GENERATED_TRACKS as readonly { title: string; artist: string; album: string }[]

let proxy: FaultProxy
const chromium = chromiumForFile()
beforeAll(async () => {
  proxy = await startFaultProxy(server.appUrl)
})
afterAll(async () => {
  await proxy?.stop()
})

const toast = (page: Page, text: string) => page.getByRole('region', { name: 'Notifications' }).getByText(text, { exact: true })

describe('playlists on a real Supysonic', () => {
  it('creates a playlist with songs, renames it, removes a song and deletes it', async () => {
    const { page, errors } = await signedInHome(chromium.browser)
    const [first, second] = TRACKS.filter((track) => track.album === 'Blue Hours')
    if (!first || !second) throw new Error('The generated library lacks Blue Hours')
    const name = `Road trip ${Date.now()}`
    const renamed = `${name} (night)`

    // Two rows of the album page → "Add to playlist…" → "New playlist".
    await page.getByRole('region', { name: 'Recently added' }).getByRole('link', { name: `Blue Hours ${first.artist}` }).click()
    const songs = page.getByRole('grid')
    await songs.getByRole('row', { name: `${first.title}, ${first.artist}` }).click({ position: { x: 8, y: 8 } })
    await page.keyboard.press('Shift+ArrowDown')
    await songs.getByRole('row', { name: `${second.title}, ${second.artist}` }).click({ button: 'right', position: { x: 8, y: 8 } })
    await page.getByRole('menuitem', { name: 'Add to playlist…' }).click()
    const picker = page.getByRole('dialog', { name: 'Add to playlist' })
    await picker.getByText('Choose where to add 2 songs.').waitFor()
    await picker.getByRole('option', { name: 'New playlist' }).click()

    const form = page.getByRole('dialog', { name: 'New playlist' })
    await form.getByText('2 songs will be added.').waitFor()
    await form.getByRole('textbox', { name: 'Name' }).fill('R')
    await form.getByRole('button', { name: 'Create' }).click()
    expect(await form.getByRole('textbox', { name: 'Name' }).getAttribute('aria-invalid')).toBe('true')
    await form.getByText('Playlist name must be at least 2 characters.').waitFor()
    await form.getByRole('textbox', { name: 'Name' }).fill(name)
    await form.getByRole('textbox', { name: 'Comment' }).fill('Long drives')
    await form.getByRole('button', { name: 'Create' }).click()
    await toast(page, 'Playlist created.').waitFor()
    await form.waitFor({ state: 'detached' })

    // The sidebar links to it; its page shows the two songs.
    await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name }).click()
    await page.getByRole('heading', { name, level: 1 }).waitFor()
    const table = page.getByRole('grid', { name: new RegExp(name) })
    await table.getByRole('row', { name: `${second.title}, ${second.artist}` }).waitFor()
    expect(await table.getByRole('row', { name: `${first.title}, ${first.artist}` }).count()).toBe(1)

    // Rename through the options menu.
    await page.getByRole('button', { name: 'Playlist options' }).click()
    await page.getByRole('menuitem', { name: 'Edit playlist' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit playlist' })
    expect(await edit.getByRole('textbox', { name: 'Comment' }).inputValue()).toBe('Long drives')
    await edit.getByRole('textbox', { name: 'Name' }).fill(renamed)
    await edit.getByRole('button', { name: 'Save' }).click()
    await toast(page, 'Playlist updated.').waitFor()
    await page.getByRole('heading', { name: renamed, level: 1 }).waitFor()
    await page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: renamed }).waitFor()

    // Reorder by keyboard: the first song moves down; the server keeps the new order.
    const renamedTable = page.getByRole('grid', { name: new RegExp(renamed.replace(/[()]/g, '\\$&')) })
    const order = () => renamedTable.locator('tbody tr[aria-label]').evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label')))
    expect(await order()).toEqual([`${first.title}, ${first.artist}`, `${second.title}, ${second.artist}`])
    await renamedTable.getByRole('row', { name: `${first.title}, ${first.artist}` }).click({ position: { x: 8, y: 8 } })
    await page.keyboard.press('Control+Shift+ArrowDown')
    await expect.poll(order).toEqual([`${second.title}, ${second.artist}`, `${first.title}, ${first.artist}`])
    await page.reload()
    await page.getByRole('heading', { name: renamed, level: 1 }).waitFor()
    await renamedTable.getByRole('row', { name: `${first.title}, ${first.artist}` }).waitFor()
    expect(await order()).toEqual([`${second.title}, ${second.artist}`, `${first.title}, ${first.artist}`])

    // Reorder by drag and drop: the first song dropped on the upper half of the second goes above it.
    const saved = page.waitForResponse((response) => response.url().includes('/rest/updatePlaylist'))
    await renamedTable
      .getByRole('row', { name: `${first.title}, ${first.artist}` })
      .dragTo(renamedTable.getByRole('row', { name: `${second.title}, ${second.artist}` }), { sourcePosition: { x: 8, y: 8 }, targetPosition: { x: 8, y: 4 } })
    await expect.poll(order).toEqual([`${first.title}, ${first.artist}`, `${second.title}, ${second.artist}`])
    expect((await saved).ok()).toBe(true)
    await page.reload()
    await page.getByRole('heading', { name: renamed, level: 1 }).waitFor()
    await renamedTable.getByRole('row', { name: `${first.title}, ${first.artist}` }).waitFor()
    expect(await order()).toEqual([`${first.title}, ${first.artist}`, `${second.title}, ${second.artist}`])

    // Remove the first song (asks first).
    await renamedTable.getByRole('row', { name: `${first.title}, ${first.artist}` }).click({ position: { x: 8, y: 8 } })
    await page.getByRole('button', { name: 'Playlist options' }).click()
    await page.getByRole('menuitem', { name: 'Remove from playlist' }).click()
    const confirmRemove = page.getByRole('alertdialog', { name: 'Remove from playlist?' })
    await confirmRemove.getByText('1 song will be removed from this playlist.').waitFor()
    await confirmRemove.getByRole('button', { name: 'Remove' }).click()
    await toast(page, '1 song removed from the playlist.').waitFor()
    await expect.poll(() => page.getByRole('grid', { name: new RegExp(renamed.replace(/[()]/g, '\\$&')) }).getByRole('row', { name: `${first.title}, ${first.artist}` }).count()).toBe(0)
    await page.getByRole('grid', { name: new RegExp(renamed.replace(/[()]/g, '\\$&')) }).getByRole('row', { name: `${second.title}, ${second.artist}` }).waitFor()

    // Delete it (asks first): back to the list, gone from the sidebar.
    await page.getByRole('button', { name: 'Playlist options' }).click()
    await page.getByRole('menuitem', { name: 'Delete playlist' }).click()
    const confirmDelete = page.getByRole('alertdialog', { name: 'Delete playlist?' })
    expect(await confirmDelete.textContent()).toContain(renamed)
    await confirmDelete.getByRole('button', { name: 'Delete' }).click()
    await toast(page, 'Playlist deleted.').waitFor()
    await page.waitForURL('**/library/playlists')
    await expect.poll(() => page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: renamed }).count()).toBe(0)
    expect(errors).toEqual([])
  })
})

describe('a playlist reorder the server refuses, on a real Supysonic through a fault proxy', () => {
  it('a move the server refuses, then the same move at once: the page ends with the order the server holds', async () => {
    const songs = (await albumSongs('Blue Hours')).slice(0, 4)
    if (songs.length < 4) throw new Error('Blue Hours needs four songs')
    const name = `Refused move ${Date.now()}`
    const { id, held } = await playlistOnServer(name, songs)

    const { page, errors } = await pageLoggedInThroughForm(chromium.browser, {}, proxy.url)
    // Every call the page makes is counted until it is answered: the end state is judged once none is left.
    const open = new Set<Request>()
    page.on('request', (request) => void (request.url().includes('/rest/') && open.add(request)))
    page.on('requestfinished', (request) => void open.delete(request))
    page.on('requestfailed', (request) => void open.delete(request))
    await page.goto(`${proxy.url}/library/playlists/${encodeURIComponent(id)}`)
    const table = page.getByRole('grid', { name: new RegExp(name) })
    const shown = () => table.locator('tbody tr[aria-label]').evaluateAll((rows) => rows.map((row) => (row.getAttribute('aria-label') ?? '').split(', ')[0]))
    const [first] = songs
    await table.getByRole('row', { name: new RegExp(`^${first!.title}`) }).click({ position: { x: 8, y: 8 } })
    const writes = proxy.requests('updatePlaylist').length
    // The write is refused; the next read of the playlist is answered late, after the server has read it.
    proxy.add({ method: 'updatePlaylist', nth: 1, status: 500 })
    proxy.add({ method: 'getPlaylist', nth: 1, answerDelayMs: 1000 })
    await page.keyboard.press('Control+Shift+ArrowDown')
    await toast(page, 'Failed to update playlist!').waitFor()
    // At once the same key again: this write is accepted.
    await page.keyboard.press('Control+Shift+ArrowDown')
    await expect.poll(() => proxy.requests('updatePlaylist').length - writes, { timeout: 5000 }).toBe(2)
    await expect.poll(() => [...open].map((request) => new URL(request.url()).pathname), { timeout: 5000 }).toEqual([])
    // The second press was written, from the order the server held; the page shows just that.
    const [, second, third, fourth] = songs
    expect(await held()).toEqual([second!.title, first!.title, third!.title, fourth!.title])
    await expect.poll(shown).toEqual(await held())
    proxy.clear()
    await rest('deletePlaylist', { id })
    expect(errors).toEqual([])
  })
})
