import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FaultProxy } from '../faults/fault-proxy'
import { startFaultProxy } from '../faults/fault-proxy'
import { chromiumForFile, newPage } from './session'
import { logInThroughForm, rest, server } from './test-server'

const bar = (page: Page) => page.getByRole('region', { name: 'Player' })
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Sidebar' })
const main = (page: Page) => page.getByRole('main')

const chromium = chromiumForFile()
let proxy: FaultProxy
beforeAll(async () => {
  // The app and its server through the proxy: it records every call and rewrites answers.
  proxy = await startFaultProxy(server.appUrl)
})
afterAll(async () => {
  await proxy?.stop()
})

/** The raw text Supysonic answers (the proxy's `replace` works on this text). */
async function rawAnswer(method: string, params: Record<string, string>): Promise<string> {
  const query = new URLSearchParams({ u: server.user, p: `enc:${Buffer.from(server.password, 'utf8').toString('hex')}`, v: '1.10.2', c: 'tonearm-e2e', f: 'json', ...params })
  return (await fetch(`${server.appUrl}/rest/${method}?${query}`)).text()
}

async function artistId(name: string): Promise<string> {
  const reply = await rest<{ artists: { index: { artist: { id: string; name: string }[] }[] } }>('getArtists')
  const found = reply.artists.index.flatMap((index) => index.artist).find((artist) => artist.name === name)
  if (!found) throw new Error(`No artist ${name}`)
  return found.id
}

describe('Folders screen and music folder choice against Supysonic', () => {
  it('browses from the top folders down to an album folder, with breadcrumbs, and plays a song from its table', async () => {
    const { page, errors } = await newPage(chromium.browser)
    await logInThroughForm(page, proxy.url)
    await sidebar(page).getByRole('link', { name: 'Folders' }).click()
    await main(page).getByRole('heading', { name: 'Folders', level: 1 }).waitFor()
    await main(page).getByRole('link', { name: 'Miles Quartet' }).click()
    await main(page).getByRole('heading', { name: 'Miles Quartet', level: 1 }).waitFor()
    await main(page).getByRole('link', { name: 'Blue Hours' }).click()
    await main(page).getByRole('heading', { name: 'Blue Hours', level: 1 }).waitFor()

    const crumbs = page.getByRole('navigation', { name: 'Folder path' })
    expect(await crumbs.getByRole('link').allTextContents()).toEqual(['Folders', 'Miles Quartet'])
    expect(await crumbs.locator('[aria-current="page"]').textContent()).toBe('Blue Hours')
    expect(proxy.requests('getIndexes')).toHaveLength(1)
    expect(proxy.requests('getMusicDirectory').length).toBeGreaterThanOrEqual(2)

    const row = main(page).getByRole('row', { name: /^Smoke Rings/ })
    await row.click({ position: { x: 8, y: 8 } })
    await expect.poll(() => row.getAttribute('aria-selected')).toBe('true')
    await page.keyboard.press('Enter')
    await expect.poll(() => bar(page).textContent()).toContain('Smoke Rings')

    // Back up by the breadcrumbs.
    await crumbs.getByRole('link', { name: 'Miles Quartet' }).click()
    await main(page).getByRole('heading', { name: 'Miles Quartet', level: 1 }).waitFor()
    expect(await crumbs.locator('[aria-current="page"]').textContent()).toBe('Miles Quartet')
    expect(errors).toEqual([])
    await page.close()
  })

  it('choosing a music folder from the palette restarts the app and every list then asks with musicFolderId', async () => {
    const folders = await rest<{ musicFolders: { musicFolder: { id: string; name: string }[] } }>('getMusicFolders')
    const music = folders.musicFolders.musicFolder.find((folder) => folder.name === 'Music')
    if (!music) throw new Error('No music folder named Music')
    const { page, errors } = await newPage(chromium.browser)
    await logInThroughForm(page, proxy.url)
    expect(proxy.requests('getAlbumList2').every((request) => !request.params.has('musicFolderId'))).toBe(true)

    await page.keyboard.press('Control+k')
    await page.getByRole('combobox').fill('Choose music folder')
    await page.keyboard.press('Enter')
    await page.getByRole('option', { name: /^Every music folder/ }).waitFor()
    await page.getByRole('combobox').fill('Music')
    const restarted = page.waitForEvent('framenavigated')
    // Counted before the choice: the new start may ask for Home's rows before the navigation is reported.
    const beforeChoice = proxy.requests().length
    await page.getByRole('option', { name: 'Music', exact: true }).click()
    // The app starts afresh: Home asks for its rows again, now in the chosen folder.
    await restarted
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor()
    const homeAsked = () => proxy.requests().slice(beforeChoice).filter((request) => request.method === 'getAlbumList2')
    await expect.poll(() => homeAsked().length).toBeGreaterThan(0)
    expect(new Set(homeAsked().map((request) => request.params.get('musicFolderId')))).toEqual(new Set([music.id]))

    await sidebar(page).getByRole('link', { name: 'Artists' }).click()
    await expect.poll(() => proxy.requests('getArtists').at(-1)?.params.get('musicFolderId')).toBe(music.id)
    await sidebar(page).getByRole('link', { name: 'Folders' }).click()
    await main(page).getByRole('link', { name: 'Miles Quartet' }).waitFor()
    expect(proxy.requests('getIndexes').at(-1)?.params.get('musicFolderId')).toBe(music.id)

    // Back to every folder: the next start asks without it.
    await page.keyboard.press('Control+k')
    await page.getByRole('combobox').fill('Show every music folder')
    const restartedAgain = page.waitForEvent('framenavigated')
    const afterReset = proxy.requests().length
    await page.keyboard.press('Enter')
    await restartedAgain
    // The app starts afresh where it was: the Folders screen, asking for every folder again.
    await main(page).getByRole('link', { name: 'Miles Quartet' }).waitFor()
    await expect.poll(() => proxy.requests().slice(afterReset).some((request) => request.method === 'getIndexes')).toBe(true)
    // The palette's own search for the command's name, sent by the page being left (in the folder
    // then chosen), may reach the server after Enter; every request of the new start is without it.
    const leftPageSearch = (request: { method: string | null; params: URLSearchParams }) => request.method === 'search3' && request.params.get('query') === 'Show every music folder'
    expect(proxy.requests().slice(afterReset).filter((request) => request.params.has('musicFolderId') && !leftPageSearch(request))).toEqual([])
    expect(errors).toEqual([])
    await page.close()
  })
})

describe('OpenSubsonic fields (injected into Supysonic answers by the proxy)', () => {
  it('an album with two artists links each from the album page and its songs; an artist page groups releases by type', async () => {
    const miles = await artistId('Miles Quartet')
    const emilie = await artistId('Émilie Żółć')
    // Supysonic's JSON is compact with sorted keys: the album and each song name the artist so.
    const credit = `"artist":"Miles Quartet","artistId":"${miles}"`
    const albumText = await rawAnswer('getArtist', { id: miles })
    expect(albumText).toContain('"name":"Night Train Sessions"')
    const duo = JSON.stringify([
      { id: miles, name: 'Miles Quartet' },
      { id: emilie, name: 'Émilie Żółć' },
    ])
    const removeAlbum = proxy.add({
      method: 'getAlbum',
      replace: [[credit, `"artist":"Miles Quartet & Émilie Żółć","artistId":"${miles}","artists":${duo},"displayArtist":"Miles Quartet & Émilie Żółć"`]],
    })
    const removeArtist = proxy.add({
      method: 'getArtist',
      replace: [
        ['"name":"Blue Hours"', '"name":"Blue Hours","releaseTypes":["EP"],"explicitStatus":"explicit"'],
        ['"name":"Night Train Sessions"', '"name":"Night Train Sessions","releaseTypes":["album","live"],"originalReleaseDate":{"year":1970}'],
      ],
    })
    try {
      const { page, errors } = await newPage(chromium.browser)
      await logInThroughForm(page, proxy.url)
      await sidebar(page).getByRole('link', { name: 'Artists' }).click()
      // The artist's link on the Artists page (Home, still shown while it loads, links it too).
      await main(page).getByRole('heading', { name: 'Artists', level: 1 }).waitFor()
      await main(page).getByRole('link', { name: 'Miles Quartet' }).first().click()
      await main(page).getByRole('heading', { name: 'Miles Quartet', level: 1 }).waitFor()
      const groups = main(page).getByRole('heading', { level: 2 })
      await expect.poll(() => groups.allTextContents()).toEqual(expect.arrayContaining(['EPs', 'Live']))
      const eps = main(page).getByRole('region', { name: 'EPs' })
      expect(await eps.getByRole('img', { name: 'Explicit' }).count()).toBe(1)
      await main(page).getByRole('region', { name: 'Live' }).getByRole('link', { name: /Night Train Sessions/ }).click()

      await main(page).getByRole('heading', { name: 'Night Train Sessions', level: 1 }).waitFor()
      const headline = main(page).getByText(/^Miles Quartet & Émilie Żółć · /)
      expect(await headline.getByRole('link', { name: 'Émilie Żółć' }).getAttribute('href')).toBe(`/library/artists/${emilie}`)
      expect(await headline.getByRole('link', { name: 'Miles Quartet' }).getAttribute('href')).toBe(`/library/artists/${miles}`)
      const row = main(page).getByRole('row', { name: /^Departure/ })
      await row.getByRole('link', { name: 'Émilie Żółć' }).waitFor()
      await row.getByRole('link', { name: 'Émilie Żółć' }).click()
      await main(page).getByRole('heading', { name: 'Émilie Żółć', level: 1 }).waitFor()
      expect(errors).toEqual([])
      await page.close()
    } finally {
      removeAlbum()
      removeArtist()
    }
  })
})
