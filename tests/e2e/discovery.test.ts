import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { chromiumForFile, signedInHome } from './session'
import { server } from './test-server'
// @ts-expect-error plain ESM script without type declarations
import { ALBUMS as GENERATED_ALBUMS, TRACKS as GENERATED_TRACKS } from '../../scripts/supysonic/library.mjs'

interface AlbumInfo {
  readonly title: string
  readonly artist: string
}
interface TrackInfo {
  readonly title: string
  readonly album: string
  readonly track: number
  readonly disc: number
}
const ALBUMS = GENERATED_ALBUMS as readonly AlbumInfo[]
const TRACKS = GENERATED_TRACKS as readonly TrackInfo[]

const chromium = chromiumForFile()

const nowPlaying = (page: Page) => page.getByRole('region', { name: 'Player' })
const firstTrackOf = (album: AlbumInfo) => TRACKS.find((track) => track.album === album.title && track.disc === 1 && track.track === 1)!

describe('the ways on from Home and Search, and playing from a card (issue 15)', () => {
  it('Home → See all → the Albums list with that section\'s filter', async () => {
    const { page, errors } = await signedInHome(chromium.browser)
    const section = page.getByRole('region', { name: 'Recently added' })
    await section.getByRole('link', { name: `${ALBUMS[0]!.title} ${ALBUMS[0]!.artist}` }).waitFor()
    await section.getByRole('link', { name: 'See all: Recently added' }).click()
    await page.waitForURL('**/library/albums?filter=newest')
    const grid = page.getByRole('region', { name: 'Albums' })
    for (const album of ALBUMS) await grid.getByRole('link', { name: `${album.title} ${album.artist}` }).waitFor()
    expect(await page.getByRole('combobox', { name: 'Show albums by' }).textContent()).toContain('Recently added')
    expect(errors).toEqual([])
  })

  it('Search → See all → the Songs list searching the same words', async () => {
    const { page, errors } = await signedInHome(chromium.browser)
    await page.goto(`${server.appUrl}/search?query=Tram`)
    const songs = page.getByRole('region', { name: 'Songs' })
    await songs.getByRole('grid').waitFor()
    await songs.getByRole('link', { name: 'See all: Songs' }).click()
    await page.waitForURL('**/library/songs?filter=search&query=Tram')
    expect(await page.getByRole('searchbox', { name: 'Search songs' }).inputValue()).toBe('Tram')
    const table = page.getByRole('grid', { name: 'Songs' })
    const matching = TRACKS.filter((track) => /tram/i.test(track.title) || /tram/i.test(track.album))
    await expect.poll(() => table.getByRole('row').count()).toBe(matching.length + 1)
    expect(errors).toEqual([])
  })

  it('plays an album from its card by mouse: Play shows on hover', async () => {
    const { page, errors } = await signedInHome(chromium.browser)
    const album = ALBUMS[1]!
    const section = page.getByRole('region', { name: 'Recently added' })
    const card = section.getByRole('link', { name: `${album.title} ${album.artist}` })
    await card.hover()
    const play = section.getByRole('button', { name: `Play ${album.title}` })
    await expect.poll(() => play.evaluate((button) => getComputedStyle(button.parentElement!).opacity)).toBe('1')
    await play.click()
    await expect.poll(() => nowPlaying(page).textContent()).toContain(firstTrackOf(album).title)
    expect(errors).toEqual([])
  })

  it('plays an album from its card by keyboard (Tab to Play, Enter) and opens the card menu from the keyboard', async () => {
    const { page, errors } = await signedInHome(chromium.browser)
    const album = ALBUMS[2]!
    const section = page.getByRole('region', { name: 'Recently added' })
    const card = section.getByRole('link', { name: `${album.title} ${album.artist}` })
    await card.focus()
    await page.keyboard.press('Tab')
    const play = section.getByRole('button', { name: `Play ${album.title}` })
    await expect.poll(() => play.evaluate((button) => button === document.activeElement)).toBe(true)
    await page.keyboard.press('Enter')
    await expect.poll(() => nowPlaying(page).textContent()).toContain(firstTrackOf(album).title)

    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    const menu = page.getByRole('menu')
    await menu.getByRole('menuitem', { name: /Shuffle album/ }).waitFor()
    await page.keyboard.press('Escape')
    await menu.waitFor({ state: 'detached' })
    expect(errors).toEqual([])
  })

  it('scrolls a Home row that does not fit with its button', async () => {
    const { page, errors } = await signedInHome(chromium.browser)
    await page.setViewportSize({ width: 900, height: 800 })
    const section = page.getByRole('region', { name: 'Recently added' })
    const row = section.getByRole('list', { name: 'Recently added' })
    await section.getByRole('link', { name: `${ALBUMS[0]!.title} ${ALBUMS[0]!.artist}` }).waitFor()
    await section.getByRole('button', { name: 'Scroll Recently added on' }).click()
    await expect.poll(() => row.evaluate((list) => list.scrollLeft)).toBeGreaterThan(100)
    await section.getByRole('button', { name: 'Scroll Recently added back' }).waitFor()
    expect(errors).toEqual([])
  })
})
