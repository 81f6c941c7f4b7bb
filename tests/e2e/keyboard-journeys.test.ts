import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromiumForFile, newPage } from './session'
import { countPointerEvents, focused, tabTo, waitForFocus } from './keyboard'
import { albumSongs, rest, server } from './test-server'

/**
 * A person with a keyboard only: every step below is a key press or typed text, and the page
 * counts pointer events to prove none happened.
 */
let page: Page
let errors: string[]
let playlistName = ''
let pointerEvents: () => Promise<number>

const chromium = chromiumForFile()
beforeAll(async () => {
  ;({ page, errors } = await newPage(chromium.browser))
  pointerEvents = await countPointerEvents(page)
})
afterAll(async () => {
  const list = await rest<{ playlists: { playlist?: { id: string; name: string }[] } }>('getPlaylists').catch(() => null)
  const made = list?.playlists.playlist?.find((entry) => entry.name === playlistName)
  if (made) await rest('deletePlaylist', { id: made.id }).catch(() => undefined)
})

async function palette(text: string, option: RegExp) {
  await page.keyboard.press('Control+k')
  await page.getByRole('combobox', { name: 'Command palette' }).waitFor()
  await page.keyboard.type(text)
  await page.getByRole('option', { name: option, selected: true }).waitFor()
  await page.keyboard.press('Enter')
}

describe('keyboard-only journeys (no pointer event)', () => {
  it('logs in', async () => {
    await page.goto(server.appUrl)
    await page.waitForURL('**/server-config')
    await tabTo(page, /^input: /)
    await page.keyboard.press('Control+a')
    await page.keyboard.type(server.appUrl)
    await page.keyboard.press('Tab')
    await page.keyboard.type(server.user)
    await page.keyboard.press('Tab')
    await page.keyboard.type(server.password)
    await page.keyboard.press('Enter')
    await page.getByRole('alertdialog').or(page.getByRole('dialog')).first().waitFor()
    await tabTo(page, /Continue anyway/)
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor()
    expect(await pointerEvents()).toBe(0)
  })

  it('finds an album by name in the palette and plays it; the progress slider reads "m:ss of m:ss"', async () => {
    await palette('Blue Hours', /Blue Hours/)
    const [first] = await albumSongs('Blue Hours')
    const seek = page.getByRole('slider', { name: 'Position in the song' })
    await expect.poll(() => seek.getAttribute('aria-valuetext')).toMatch(/^0:0\d of 0:0\d$/)
    await page.getByRole('status', { name: 'Announcements' }).getByText(`Now playing: ${first!.title}`, { exact: false }).waitFor({ state: 'attached' })
    expect(await pointerEvents()).toBe(0)
  })

  it('likes the current song', async () => {
    const [first] = await albumSongs('Blue Hours')
    await page.keyboard.press('l')
    await expect
      .poll(async () => {
        const starred = await rest<{ starred2: { song?: { id: string }[] } }>('getStarred2')
        return starred.starred2.song?.some((song) => song.id === first!.id) ?? false
      })
      .toBe(true)
    await rest('unstar', { id: first!.id })
    expect(await pointerEvents()).toBe(0)
  })

  it('selects a range in a song table and adds it to a new playlist, then reorders the playlist', async () => {
    const [first, second] = await albumSongs('Blue Hours')
    playlistName = `Keys ${Date.now()}`
    await page.keyboard.press('g')
    await page.keyboard.press('a')
    await page.getByRole('heading', { name: 'Albums', level: 1 }).waitFor()
    await tabTo(page, /^a: Blue Hours/)
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { name: 'Blue Hours', level: 1 }).waitFor()
    await tabTo(page, new RegExp(`^row: ${first!.title}`))
    await page.keyboard.press('Shift+ArrowDown')
    await page.keyboard.press('a')
    await page.keyboard.press('p')
    const picker = page.getByRole('dialog', { name: 'Add to playlist' })
    await picker.getByText('Choose where to add 2 songs.').waitFor()
    await picker.getByRole('option', { name: 'New playlist', selected: true }).waitFor()
    await page.keyboard.press('Enter')
    const form = page.getByRole('dialog', { name: 'New playlist' })
    await form.getByText('2 songs will be added.').waitFor()
    await waitForFocus(page, /^input/)
    await page.keyboard.type(playlistName)
    await page.keyboard.press('Enter')
    await form.waitFor({ state: 'detached' })

    await tabTo(page, new RegExp(`^a: ${playlistName}`))
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { name: playlistName, level: 1 }).waitFor()
    const table = page.getByRole('grid', { name: new RegExp(playlistName) })
    const order = () => table.locator('tbody tr[aria-label]').evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label')))
    await expect.poll(order).toEqual([`${first!.title}, ${first!.artist}`, `${second!.title}, ${second!.artist}`])
    await tabTo(page, new RegExp(`^row: ${first!.title}`))
    await page.keyboard.press('Control+Shift+ArrowDown')
    await expect.poll(order).toEqual([`${second!.title}, ${second!.artist}`, `${first!.title}, ${first!.artist}`])
    expect(await pointerEvents()).toBe(0)
  })

  it('reorders the queue in the big player', async () => {
    const songs = await albumSongs('Blue Hours')
    await page.keyboard.press('f')
    const player = page.getByRole('dialog', { name: 'Player' })
    await player.waitFor()
    await tabTo(page, /^tab: /)
    // The tab list is one Tab stop; arrows move between its tabs (and show them).
    for (let press = 0; press < 3 && !/^tab: Queue/.test(await focused(page)); press += 1) await page.keyboard.press('ArrowLeft')
    await player.getByRole('tab', { name: 'Queue', selected: true }).waitFor()
    const queue = player.getByRole('list', { name: 'Queue' })
    await queue.getByRole('listitem').first().waitFor()
    const titles = () => queue.locator('.queue-row-main div:first-child').evaluateAll((rows) => rows.map((row) => row.textContent))
    expect((await titles()).slice(0, 2)).toEqual([songs[0]!.title, songs[1]!.title])
    await tabTo(page, new RegExp(`^button: 1\\. ${songs[0]!.title}`))
    await page.keyboard.press('Alt+ArrowDown')
    await expect.poll(async () => (await titles()).slice(0, 2)).toEqual([songs[1]!.title, songs[0]!.title])
    await page.keyboard.press('Escape')
    await player.waitFor({ state: 'detached' })
    expect(await focused(page)).not.toBe('body')
    expect(await pointerEvents()).toBe(0)
  })

  it('remaps a shortcut and uses it after a reload', async () => {
    await page.goto(server.appUrl)
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    await page.keyboard.press('?')
    await page.getByRole('dialog').waitFor()
    // Log out is in the last category (app), past a Record button for each of the 70-odd commands.
    await tabTo(page, /^button: Record a shortcut for Log out$/, { max: 250 })
    await page.keyboard.press('Enter')
    const row = page.getByRole('dialog').getByRole('row', { name: /^Log out/ })
    await row.getByRole('status').waitFor()
    await page.keyboard.press('Control+Shift+y')
    await row.getByRole('status').waitFor({ state: 'detached' })
    await row.getByText('Y', { exact: true }).waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await page.reload()
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    await page.keyboard.press('Control+Shift+y')
    await page.getByRole('alertdialog').waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('alertdialog').waitFor({ state: 'detached' })
    expect(await pointerEvents()).toBe(0)
  })

  it('changes the theme and the language from the palette', async () => {
    await palette('Change theme', /^Change theme/)
    await page.getByRole('group', { name: 'Themes' }).waitFor()
    await page.keyboard.type('Dracula')
    await page.getByRole('option', { name: /Dracula/, selected: true }).waitFor()
    await page.keyboard.press('Enter')
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dracula')
    await page.getByRole('dialog').waitFor({ state: 'detached' })

    await palette('Change language', /^Change language/)
    await page.keyboard.type('Deutsch')
    await page.getByRole('option', { name: /Deutsch/, selected: true }).waitFor()
    await page.keyboard.press('Enter')
    await page.waitForFunction(() => document.documentElement.lang === 'de')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    expect(await pointerEvents()).toBe(0)
    expect(errors).toEqual([])
  })
})
