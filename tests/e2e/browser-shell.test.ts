import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { Download, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { chromiumForFile, signedInHome } from './session'
import { queueUp, server } from './test-server'
// @ts-expect-error plain ESM script without type declarations
import { TRACKS as GENERATED_TRACKS } from '../../scripts/supysonic/library.mjs'

const TRACKS = GENERATED_TRACKS as readonly { title: string; album: string; path: string }[]

/** The name of the song's file in the generated library (`<NN title>.mp3`). */
function fileNameOf(title: string): string {
  const track = TRACKS.find((entry) => entry.title === title)
  if (!track) throw new Error(`No track ${title}`)
  return track.path.split('/').at(-1)!
}

/**
 * The bytes of a finished download. The chain's Chromium is shared over a connection, where
 * `download.path()` is not available: the file is saved through the connection instead.
 */
async function downloadedBytes(download: Download): Promise<Buffer> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'tonearm-download-'))
  try {
    const file = path.join(folder, download.suggestedFilename())
    await download.saveAs(file)
    return await readFile(file)
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

/** The browser host (src/shell/browser) in Chromium against the real Supysonic: downloads, MediaSession, keys. */

const { appUrl } = server

const bar = (page: Page) => page.getByRole('region', { name: 'Player' })
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' })

const chromium = chromiumForFile('Blue Hours')

describe('the browser host in Chromium', () => {
  it("downloads the current song on D: a real download named as the song's file, with the started and completed toasts", async () => {
    const { page, errors } = await signedInHome(chromium.browser)
    const song = chromium.songs[0]!
    expect(song.title).toBe('Midnight Walk')
    await queueUp(page, [song])
    await bar(page).locator('.player-now').getByText('Midnight Walk').waitFor()

    const fetched = page.waitForRequest((request) => new URL(request.url()).pathname === '/rest/download')
    const download = page.waitForEvent('download')
    await page.locator('body').press('d')
    const saved = await download

    // The app fetched and checked the file, then handed it over from memory under the server's
    // name (its Content-Disposition wins over the app's `Artist - Title.ext`).
    expect(saved.suggestedFilename()).toBe(fileNameOf('Midnight Walk'))
    expect(fileNameOf('Midnight Walk')).toBe('01 Midnight Walk.mp3')
    expect(new URL((await fetched).url()).searchParams.get('id')).toBe(song.id)
    expect(saved.url()).toMatch(/^blob:/)
    expect(await saved.failure()).toBeNull()
    const content = await downloadedBytes(saved)
    expect(content.byteLength).toBeGreaterThan(0)
    expect(content.byteLength).toBe(song.size)
    // An MP3 starts with an ID3 tag (the library's files are tagged by ffmpeg).
    expect(content.subarray(0, 3).toString('latin1')).toBe('ID3')

    await toasts(page).getByText('Download started', { exact: false }).first().waitFor()
    await toasts(page).getByText('Download completed', { exact: false }).first().waitFor()
    // Errors would be read from the assertive live region: there are none.
    expect(await page.getByRole('alert', { name: 'Errors' }).locator('p').count()).toBe(0)
    // The toasts float above the player bar, not over its controls.
    const toastBox = await toasts(page).boundingBox()
    const barBox = await bar(page).boundingBox()
    expect(barBox!.height).toBeGreaterThan(40)
    expect(toastBox!.y + toastBox!.height).toBeLessThanOrEqual(barBox!.y)
    expect(toastBox!.y + toastBox!.height).toBeGreaterThan(barBox!.y - 40)
    expect(errors).toEqual([])
  })

  it('downloads from the palette command too', async () => {
    const { page, errors } = await signedInHome(chromium.browser)
    const song = chromium.songs[1]!
    await queueUp(page, [song])
    await bar(page).locator('.player-now').getByText(song.title).waitFor()

    await page.keyboard.press('Control+k')
    const palette = page.getByRole('dialog', { name: 'Command palette' })
    await palette.waitFor()
    await page.keyboard.type('Download the current song')
    const download = page.waitForEvent('download')
    await page.keyboard.press('Enter')
    const saved = await download
    expect(saved.suggestedFilename()).toBe(fileNameOf(song.title))
    expect((await downloadedBytes(saved)).byteLength).toBeGreaterThan(0)
    await toasts(page).getByText('Download completed', { exact: false }).first().waitFor()
    expect(errors).toEqual([])
  })

  it('tells the OS what plays (MediaSession metadata and state); Space on a focused button presses it', async () => {
    const { page, errors } = await signedInHome(chromium.browser)
    await queueUp(page, chromium.songs)
    const [first, second] = [chromium.songs[0]!, chromium.songs[1]!]
    const session = () =>
      page.evaluate(() => {
        const metadata = navigator.mediaSession.metadata
        return {
          state: navigator.mediaSession.playbackState,
          title: metadata?.title,
          artist: metadata?.artist,
          album: metadata?.album,
          artwork: metadata?.artwork.map((image) => image.src) ?? [],
        }
      })

    await bar(page).getByRole('button', { name: 'Play', exact: true }).click()
    await expect.poll(session).toMatchObject({ state: 'playing', title: 'Midnight Walk', artist: first.artist, album: 'Blue Hours' })
    // Blue Hours has a cover (cover.jpg in its folder): the OS gets its address, the server's or,
    // once the Service Worker controls the page, the credential-free one it forwards.
    const { artwork } = await session()
    expect(first.coverArt).toBeDefined()
    expect(artwork).toHaveLength(1)
    expect(new URL(artwork[0]!).pathname).toMatch(/^(\/rest|\/media\/o[0-9a-f]{8})\/getCoverArt$/)
    expect(new URL(artwork[0]!).searchParams.get('id')).toBe(first.coverArt)

    // Space with no control focused is play/pause.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    await page.keyboard.press('Space')
    await expect.poll(session).toMatchObject({ state: 'paused', title: 'Midnight Walk' })

    // Space on a focused button is that button's own action, not play/pause.
    const shuffle = bar(page).getByRole('button', { name: 'Shuffle on or off' })
    expect(await shuffle.getAttribute('aria-pressed')).toBe('false')
    await shuffle.focus()
    await page.keyboard.press('Space')
    await expect.poll(() => shuffle.getAttribute('aria-pressed')).toBe('true')
    expect((await session()).state).toBe('paused')
    await page.keyboard.press('Space')
    await expect.poll(() => shuffle.getAttribute('aria-pressed')).toBe('false')

    await bar(page).getByRole('button', { name: 'Next song' }).click()
    await expect.poll(session).toMatchObject({ title: second.title, artist: second.artist, album: 'Blue Hours' })
    expect(errors).toEqual([])
  })
})

/** The time of the audio element that plays (-1: none plays). */
function playingTime(page: Page): Promise<number> {
  return page.evaluate(() => {
    const elements = [...document.querySelectorAll<HTMLAudioElement>('[data-testid="audio-elements"] audio')]
    return elements.find((element) => !element.paused)?.currentTime ?? -1
  })
}

/**
 * Records, after the app's own listeners ran, whether the page kept the browser's default action of
 * reload keys and context menus (a listener on window added after the app's runs after it).
 */
async function recordDefaults(page: Page) {
  await page.evaluate(() => {
    const seen: { type: string; key?: string; prevented: boolean; target?: string }[] = []
    Object.assign(window, { e2eDefaults: seen, e2ePageMark: 'before reload' })
    // Capturing, like the app's guard (which stops the key there): added after it, it runs after it.
    window.addEventListener(
      'keydown',
      (event) => {
        if (event.key === 'F5' || event.key === 'r') seen.push({ type: 'keydown', key: event.key, prevented: event.defaultPrevented })
      },
      { capture: true },
    )
    // Middle- and Ctrl-clicks: seen first (capture on window, the app may stop them later) and
    // read once the dispatch is over, when every handler has had its say on the default.
    const onClick = (event: MouseEvent) => {
      if (event.button !== 1 && !event.ctrlKey) return
      const target = (event.target as Element).closest('a')?.tagName ?? ''
      setTimeout(() => seen.push({ type: event.type, prevented: event.defaultPrevented, target }))
    }
    window.addEventListener('click', onClick, { capture: true })
    window.addEventListener('auxclick', onClick, { capture: true })
    window.addEventListener('contextmenu', (event) => {
      seen.push({ type: 'contextmenu', prevented: event.defaultPrevented, target: (event.target as Element).tagName })
    })
  })
}
type Recorded = { type: string; key?: string; prevented: boolean; target?: string }
const recorded = (page: Page) => page.evaluate(() => (window as unknown as { e2eDefaults?: Recorded[] }).e2eDefaults ?? null)
const pageMark = (page: Page) => page.evaluate(() => (window as unknown as { e2ePageMark?: string }).e2ePageMark ?? null)

const RELOAD_QUESTION = 'There is a song playing! Are you sure you want to reload the page?'

describe('the input policy of the browser host (an app, not a web page) in Chromium', () => {
  it('F5 and Ctrl+R ask before reloading while a song plays: declining keeps the page and the music, accepting reloads', async () => {
    const { page, errors } = await signedInHome(chromium.browser)
    await queueUp(page, chromium.songs)
    await bar(page).getByRole('button', { name: 'Play', exact: true }).click()
    await expect.poll(() => playingTime(page)).toBeGreaterThan(0)
    await recordDefaults(page)
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())

    const dialogs: { type: string; message: string }[] = []
    let answer: 'accept' | 'dismiss' = 'dismiss'
    page.on('dialog', (dialog) => {
      dialogs.push({ type: dialog.type(), message: dialog.message() })
      void (answer === 'accept' ? dialog.accept() : dialog.dismiss())
    })
    let loads = 0
    page.on('load', () => loads++)
    const url = page.url()

    for (const key of ['F5', 'Control+r']) {
      const count = dialogs.length
      await page.keyboard.press(key)
      await expect.poll(() => dialogs.length).toBe(count + 1)
      expect(dialogs.at(-1)).toEqual({ type: 'confirm', message: RELOAD_QUESTION })
      // Declined: the same document (no navigation), and the music goes on.
      const after = await playingTime(page)
      expect(after).toBeGreaterThanOrEqual(0)
      await expect.poll(() => playingTime(page)).not.toBe(after)
      expect(await playingTime(page)).toBeGreaterThanOrEqual(0)
      expect(await pageMark(page)).toBe('before reload')
      expect(page.url()).toBe(url)
      expect(loads).toBe(0)
      await bar(page).getByRole('button', { name: 'Pause', exact: true }).waitFor()
    }
    // The app took the key from the browser both times (it asked instead of reloading).
    expect(await recorded(page)).toEqual([
      { type: 'keydown', key: 'F5', prevented: true },
      { type: 'keydown', key: 'r', prevented: true },
    ])

    // Accepted: the page reloads (a new document, the queue restored paused).
    answer = 'accept'
    const loaded = page.waitForEvent('load')
    await page.keyboard.press('F5')
    await loaded
    expect(dialogs).toHaveLength(3)
    expect(dialogs[2]).toEqual({ type: 'confirm', message: RELOAD_QUESTION })
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor()
    expect(await pageMark(page)).toBeNull()
    await bar(page).getByRole('button', { name: 'Play', exact: true }).waitFor()
    expect(errors).toEqual([])
  })

  it('F5 and Ctrl+R are left to the browser, without asking, while nothing plays', async () => {
    const { page, errors } = await signedInHome(chromium.browser)
    await queueUp(page, chromium.songs)
    await bar(page).getByRole('button', { name: 'Play', exact: true }).waitFor()
    await recordDefaults(page)
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.dismiss()
    })
    await page.keyboard.press('F5')
    await page.keyboard.press('Control+r')
    // Keys sent through the DevTools protocol never reach Chromium's own reload accelerator, so the
    // reload itself cannot happen here: what is checked is that the app leaves both keys to the
    // browser (default not prevented) and asks nothing.
    await expect.poll(() => recorded(page)).toEqual([
      { type: 'keydown', key: 'F5', prevented: false },
      { type: 'keydown', key: 'r', prevented: false },
    ])
    // Nothing would ask before leaving: the page does not cancel beforeunload.
    expect(
      await page.evaluate(() => {
        const event = new Event('beforeunload', { cancelable: true })
        window.dispatchEvent(event)
        return event.defaultPrevented
      }),
    ).toBe(false)
    expect(dialogs).toEqual([])
    expect(errors).toEqual([])
  })

  it('blocks the native context menu outside text fields and middle- or Ctrl-clicks on links; the app menus still open on right-click', async () => {
    const { page, errors } = await signedInHome(chromium.browser)
    await recordDefaults(page)
    const context = page.context()

    // Outside text fields: the page keeps the native menu closed (default prevented) and opens none of its own.
    await page.getByRole('heading', { name: 'Home', level: 1 }).click({ button: 'right' })
    await expect.poll(() => recorded(page)).toEqual([{ type: 'contextmenu', prevented: true, target: 'H1' }])
    expect(await page.getByRole('menu').count()).toBe(0)

    // An album card's own menu (Radix ContextMenu) opens on right-click.
    const blueHours = chromium.songs[0]!
    await page
      .getByRole('region', { name: 'Recently added' })
      .getByRole('link', { name: `Blue Hours ${blueHours.artist}` })
      .click({ button: 'right' })
    await page.getByRole('menu').getByRole('menuitem', { name: 'Play album' }).waitFor()
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('menu').count()).toBe(0)

    // Middle-click and Ctrl+click on a link open nothing: no tab, no window, no navigation.
    // The browser would open a tab only for a click whose default is not prevented.
    const url = page.url()
    const albums = page.getByRole('link', { name: 'Albums', exact: true })
    await albums.click({ button: 'middle' })
    await expect.poll(() => recorded(page)).toContainEqual({ type: 'auxclick', prevented: true, target: 'A' })
    expect(context.pages()).toHaveLength(1)
    expect(page.url()).toBe(url)
    await albums.click({ modifiers: ['Control'] })
    await expect.poll(() => recorded(page)).toContainEqual({ type: 'click', prevented: true, target: 'A' })
    expect(context.pages()).toHaveLength(1)
    expect(page.url()).toBe(url)

    // A song row's own menu opens on right-click, acting on that row.
    await page.goto(`${appUrl}/library/songs`)
    await recordDefaults(page)
    const table = page.getByRole('grid', { name: 'Songs' })
    await table.waitFor()
    const search = page.getByRole('searchbox', { name: 'Search songs' })
    await search.fill('Tram')
    const row = table.getByRole('row', { name: /^Late Tram, / })
    await row.click({ button: 'right', position: { x: 8, y: 8 } })
    const menu = page.getByRole('menu')
    await menu.getByRole('menuitem', { name: 'Play next' }).waitFor()
    await menu.getByRole('menuitem', { name: 'Add to queue' }).waitFor()
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('menu').count()).toBe(0)

    // In a text field the native menu (cut, copy, paste) stays available.
    await search.click({ button: 'right' })
    await expect.poll(async () => (await recorded(page))?.at(-1)).toEqual({ type: 'contextmenu', prevented: false, target: 'INPUT' })
    expect(await page.getByRole('menu').count()).toBe(0)
    expect(errors).toEqual([])
  })
})
