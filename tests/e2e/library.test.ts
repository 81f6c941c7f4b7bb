import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { chromiumForFile, signedInHome } from './session'
import { server } from './test-server'
// @ts-expect-error plain ESM script without type declarations
import { ALBUMS as GENERATED_ALBUMS, TRACKS as GENERATED_TRACKS } from '../../scripts/supysonic/library.mjs'

interface AlbumInfo {
  readonly title: string
  readonly artist: string
  readonly genre: string
  readonly year: number
  readonly songCount: number
  readonly discCount: number
}
interface TrackInfo {
  readonly title: string
  readonly album: string
  readonly artist: string
  readonly disc: number
  readonly track: number
}
const ALBUMS = GENERATED_ALBUMS as readonly AlbumInfo[]
const TRACKS = GENERATED_TRACKS as readonly TrackInfo[]

const { appUrl } = server

const chromium = chromiumForFile()

/** Logs in through the form (Supysonic: password auth after the older-protocol warning). */

const nowPlaying = (page: Page) => page.getByRole('region', { name: 'Player' })

describe('library against a real Supysonic', () => {
  it('browses albums by genre from the picker; the address is the state (a shared address loads the same view)', async () => {
    const { page, errors } = await signedInHome(chromium.browser)
    await page.getByRole('link', { name: 'Albums' }).click()
    await page.waitForURL('**/library/albums')
    await page.getByRole('combobox', { name: 'Show albums by' }).click()
    await page.getByRole('option', { name: 'Genre' }).click()
    await page.waitForURL('**/library/albums?filter=byGenre')
    await page.getByRole('button', { name: 'Genre: none' }).click()
    await page.getByRole('combobox', { name: 'Genres' }).fill('Jaz')
    await page.getByRole('option', { name: /Jazz/ }).click()
    await page.waitForURL('**/library/albums?filter=byGenre&genre=Jazz')
    const grid = page.getByRole('region', { name: 'Albums' })
    for (const album of ALBUMS.filter((a) => a.genre === 'Jazz')) {
      await grid.getByRole('link', { name: `${album.title} ${album.artist}` }).waitFor()
    }
    expect(await grid.getByRole('link').count()).toBe(ALBUMS.filter((a) => a.genre === 'Jazz').length)

    await page.goto(`${appUrl}/library/albums?filter=byGenre&genre=Electronic`)
    const electronic = ALBUMS.filter((a) => a.genre === 'Electronic')
    for (const album of electronic) {
      await page.getByRole('region', { name: 'Albums' }).getByRole('link', { name: `${album.title} ${album.artist}` }).waitFor()
    }
    expect(await page.getByRole('region', { name: 'Albums' }).getByRole('link').count()).toBe(electronic.length)
    expect(errors).toEqual([])
  })

  it('opens an album (disc headings, facts) and plays from a row with the keyboard', async () => {
    const { page, errors } = await signedInHome(chromium.browser)
    const album = ALBUMS.find((a) => a.discCount > 1)!
    await page.goto(`${appUrl}/library/albums?filter=alphabeticalByName`)
    await page.getByRole('link', { name: `${album.title} ${album.artist}` }).click()
    await page.getByRole('heading', { name: album.title, level: 1 }).waitFor()
    const facts = await page.locator('main p').first().textContent()
    expect(facts).toContain(album.artist)
    expect(facts).toContain(String(album.year))
    expect(facts).toContain(`${album.songCount} songs`)
    await page.getByRole('heading', { name: 'Disc 1', level: 2 }).waitFor()
    await page.getByRole('heading', { name: 'Disc 2', level: 2 }).waitFor()

    const second = TRACKS.find((track) => track.album === album.title && track.disc === 2 && track.track === 1)!
    const row = page.getByRole('row', { name: new RegExp(`^${second.title}`) })
    // Click the row's first cell: its middle may be the artist link, which navigates away.
    await row.click({ position: { x: 8, y: 8 } })
    await expect.poll(() => row.getAttribute('aria-selected')).toBe('true')
    await page.keyboard.press('ArrowDown')
    const next = TRACKS.find((track) => track.album === album.title && track.disc === 2 && track.track === 2)!
    const nextRow = page.getByRole('row', { name: new RegExp(`^${next.title}`) })
    await expect.poll(() => nextRow.getAttribute('aria-selected')).toBe('true')
    await page.keyboard.press('Enter')
    await expect.poll(() => nowPlaying(page).textContent()).toContain(next.title)
    expect(await nowPlaying(page).getByRole('link', { name: next.artist }).count()).toBe(1)
    expect(errors).toEqual([])
  })

  it('opens an artist from the Artists list and plays the artist radio', async () => {
    const { page, errors } = await signedInHome(chromium.browser)
    await page.getByRole('link', { name: 'Artists' }).click()
    const artist = ALBUMS[0]!.artist
    await page.getByRole('link', { name: artist, exact: true }).click()
    await page.getByRole('heading', { name: artist, level: 1 }).waitFor()
    expect(await page.getByText(`${ALBUMS.filter((a) => a.artist === artist).length} albums`).count()).toBeGreaterThan(0)
    // Supysonic has no getTopSongs: Popular is left out, not an error.
    expect(await page.getByRole('heading', { name: 'Popular' }).count()).toBe(0)
    const recent = page.getByRole('region', { name: 'Recent albums' })
    for (const album of ALBUMS.filter((a) => a.artist === artist)) {
      await recent.getByRole('link', { name: `${album.title} ${album.artist}` }).waitFor()
    }
    await page.getByRole('button', { name: 'Artist radio' }).click()
    const titles = TRACKS.filter((track) => track.artist === artist).map((track) => track.title)
    await expect.poll(async () => {
      const text = (await nowPlaying(page).textContent()) ?? ''
      return titles.some((title) => text.includes(title))
    }).toBe(true)
    expect(errors).toEqual([])
  })

  it('searches from the palette and plays an album with Enter', async () => {
    const { page, errors } = await signedInHome(chromium.browser)
    const album = ALBUMS.find((a) => a.title === 'Voltage Garden')!
    await page.keyboard.press('Control+k')
    const palette = page.getByRole('dialog', { name: 'Command palette' })
    await palette.waitFor()
    await page.keyboard.type('Voltage')
    await palette.getByRole('option', { name: new RegExp(album.title) }).waitFor()
    await page.keyboard.press('Enter')
    await palette.waitFor({ state: 'detached' })
    const first = TRACKS.find((track) => track.album === album.title && track.track === 1)!
    await expect.poll(() => nowPlaying(page).textContent()).toContain(first.title)
    expect(errors).toEqual([])
  })

  it('shows server text as text: an album named in HTML on its page, in its rows and in the player bar', async () => {
    const { page, errors } = await signedInHome(chromium.browser)
    const album = ALBUMS.find((a) => a.title.startsWith('<b>'))!
    expect(album.title).toBe('<b>Bold</b> & "Quotes"')
    const first = TRACKS.find((track) => track.album === album.title && track.track === 1)!
    expect(first.title).toBe('<i>Italic</i> Intro')
    await page.goto(`${appUrl}/library/albums?filter=alphabeticalByName`)
    await page.getByRole('link', { name: `${album.title} ${album.artist}` }).click()
    const headline = page.getByRole('heading', { name: album.title, level: 1 })
    await headline.waitFor()
    expect(await headline.textContent()).toBe(album.title)
    expect(await headline.locator('b').count()).toBe(0)
    const row = page.getByRole('grid').getByRole('row', { name: new RegExp(`^${first.title.replace(/[<>/]/g, '.')}, `) })
    await row.getByText(first.title, { exact: true }).waitFor()
    expect(await row.locator('i').count()).toBe(0)

    await page.getByRole('main').getByRole('button', { name: 'Play', exact: true }).click()
    const now = nowPlaying(page).locator('.player-now')
    await now.getByText(first.title, { exact: true }).waitFor()
    expect(await now.locator('i, b').count()).toBe(0)
    expect(errors).toEqual([])
  })

  it('lists every song, searches songs through the address and clears the filter', async () => {
    const { page, errors } = await signedInHome(chromium.browser)
    await page.goto(`${appUrl}/library/songs`)
    const table = page.getByRole('grid', { name: 'Songs' })
    await table.waitFor()
    await page.getByText(`${TRACKS.length} songs`).waitFor()
    await page.getByRole('searchbox', { name: 'Search songs' }).fill('Tram')
    await page.waitForURL('**/library/songs?filter=search&query=Tram')
    await expect.poll(() => table.getByRole('row').count()).toBe(2)
    await page.getByRole('button', { name: 'Clear filter' }).click()
    await page.waitForURL(/\/library\/songs$/)
    await page.getByText(`${TRACKS.length} songs`).waitFor()
    expect(errors).toEqual([])
  })
})
