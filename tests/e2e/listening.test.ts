import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { chromiumForFile, signedInHome, signedInPage } from './session'
import { queueUp, server } from './test-server'

/**
 * Long listening against the test Supysonic: the sleep timer (its songs are 4–8 s tones, so an
 * end-of-song timer is reached quickly; a minutes timer runs on Playwright's fake clock).
 */

const bar = (page: Page) => page.getByRole('region', { name: 'Player' })
const nowPlayingTitle = (page: Page) => bar(page).locator('.player-now').getByText(/./).first().textContent()

/** Every audio element's state: source id, paused, time. */
function elements(page: Page): Promise<{ id: string | null; paused: boolean; time: number }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAudioElement>('[data-testid="audio-elements"] audio')]
      .filter((element) => element.getAttribute('src') !== null)
      .map((element) => ({ id: new URL(element.src, location.href).searchParams.get('id'), paused: element.paused, time: element.currentTime })),
  )
}
const anyPlaying = async (page: Page) => (await elements(page)).some((element) => !element.paused)

const chromium = chromiumForFile('Blue Hours')

describe('sleep timer', () => {
  it('stops the music at the end of the song: the next one waits, paused at its start', async () => {
    const { page, errors } = await signedInHome(chromium.browser)
    const [, , lateTram, rainOnBrass] = chromium.songs
    await queueUp(page, [lateTram!, rainOnBrass!])
    await bar(page).getByRole('button', { name: 'Sleep timer' }).click()
    await page.getByRole('group', { name: 'Stop at the end of' }).getByRole('button', { name: 'Song' }).click()
    await expect.poll(() => bar(page).getByRole('button', { name: 'Sleep timer: end of song' }).count()).toBe(1)
    await bar(page).getByRole('button', { name: 'Play', exact: true }).click()
    await expect.poll(() => anyPlaying(page), { timeout: 10_000 }).toBe(true)
    // Late Tram (4 s) ends; Rain on Brass becomes current, paused at 0.
    await expect.poll(() => nowPlayingTitle(page), { timeout: 20_000 }).toBe('Rain on Brass')
    await expect.poll(() => bar(page).getByRole('button', { name: 'Play', exact: true }).count()).toBe(1)
    expect(await anyPlaying(page)).toBe(false)
    const rain = (await elements(page)).find((element) => element.id === rainOnBrass!.id)
    expect(rain?.time ?? 0).toBe(0)
    expect(await bar(page).getByRole('button', { name: 'Sleep timer', exact: true }).count()).toBe(1)
    expect(errors).toEqual([])
  })

  it('stops the music after a custom number of minutes (fake clock)', async () => {
    const { page, errors } = await signedInPage(chromium.browser)
    await page.clock.install()
    await page.goto(server.appUrl)
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor()
    // The album on repeat, so only the timer can stop it.
    await queueUp(page, chromium.songs)
    await bar(page).getByRole('button', { name: 'Repeat: off' }).click()
    await bar(page).getByRole('button', { name: 'Play', exact: true }).click()
    await expect.poll(() => anyPlaying(page), { timeout: 10_000 }).toBe(true)
    await bar(page).getByRole('button', { name: 'Sleep timer' }).click()
    await page.getByLabel('Minutes').fill('2')
    await page.getByRole('button', { name: 'Start' }).click()
    await expect.poll(() => bar(page).getByRole('button', { name: /^Sleep timer: [12]:\d\d$/ }).count()).toBe(1)
    await page.clock.fastForward('01:00')
    await expect.poll(() => bar(page).getByRole('button', { name: /^Sleep timer: 0:\d\d$/ }).count()).toBe(1)
    expect(await anyPlaying(page)).toBe(true)
    await page.clock.fastForward('01:00')
    await expect.poll(() => bar(page).getByRole('button', { name: 'Play', exact: true }).count(), { timeout: 10_000 }).toBe(1)
    expect(await anyPlaying(page)).toBe(false)
    expect(await bar(page).getByRole('button', { name: 'Sleep timer', exact: true }).count()).toBe(1)
    expect(errors).toEqual([])
  })
})

describe('playback speed', () => {
  it('1.5× is the element’s rate, pitch kept, and the position advances 1.5 times as fast as the clock', async () => {
    const { page, errors } = await signedInHome(chromium.browser)
    const rainOnBrass = chromium.songs[3]!
    await queueUp(page, [rainOnBrass])
    await bar(page).getByRole('button', { name: 'Play', exact: true }).click()
    await expect.poll(() => anyPlaying(page), { timeout: 10_000 }).toBe(true)
    await page.keyboard.press('>')
    await page.keyboard.press('>')
    await expect.poll(() => bar(page).getByRole('button', { name: 'Playback speed: 1.5×' }).count()).toBe(1)
    const rate = () =>
      page.evaluate(() => {
        const playing = [...document.querySelectorAll<HTMLAudioElement>('[data-testid="audio-elements"] audio')].find((element) => !element.paused)
        return playing ? { rate: playing.playbackRate, pitch: playing.preservesPitch, time: playing.currentTime, now: performance.now() } : null
      })
    await expect.poll(async () => (await rate())?.rate).toBe(1.5)
    const start = (await rate())!
    expect(start.pitch).toBe(true)
    await expect.poll(async () => (await rate())?.time ?? 0, { timeout: 10_000 }).toBeGreaterThan(start.time + 2.5)
    const end = (await rate())!
    const ratio = (end.time - start.time) / ((end.now - start.now) / 1000)
    console.info(`Position advanced ${ratio.toFixed(2)}× as fast as the clock at 1.5×`)
    expect(ratio).toBeGreaterThan(1.3)
    expect(ratio).toBeLessThan(1.7)
    // Back to 1× from the bar's menu.
    await bar(page).getByRole('button', { name: 'Playback speed: 1.5×' }).click()
    await page.getByRole('menuitemradio', { name: '1×' }).click()
    // Every element is back at 1× (the song may have ended meanwhile: its element stays).
    const allRates = () =>
      page.evaluate(() => [...document.querySelectorAll<HTMLAudioElement>('[data-testid="audio-elements"] audio')].flatMap((element) => [element.playbackRate, element.defaultPlaybackRate]))
    await expect.poll(allRates).toEqual([1, 1, 1, 1, 1, 1])
    expect(errors).toEqual([])
  })
})

describe('resume where you stopped', () => {
  it('offers a long track’s kept position after a reload on Supysonic (stored locally) and resumes there', async () => {
    const { page, errors } = await signedInHome(chromium.browser)
    // Tracks over 3 s count as long here (the setting is in minutes; its stored form in seconds).
    await page.evaluate(() => localStorage.setItem('longTracks', JSON.stringify({ state: { thresholdSeconds: 3 }, version: 1 })))
    const rainOnBrass = chromium.songs[3]!
    await queueUp(page, [rainOnBrass])
    await bar(page).getByRole('button', { name: 'Play', exact: true }).click()
    const time = async () => (await elements(page)).find((element) => element.id === rainOnBrass.id)?.time ?? 0
    await expect.poll(time, { timeout: 15_000 }).toBeGreaterThan(6)
    await bar(page).getByRole('button', { name: 'Pause', exact: true }).click()
    const kept = async () => JSON.parse((await page.evaluate(() => localStorage.getItem('bookmarks'))) ?? '{}')?.state?.[rainOnBrass.id]?.position ?? 0
    // Paused past 6 s of a 7 s song: the position kept is the model's at the pause, which trails
    // the element by up to one time update.
    await expect.poll(kept).toBeGreaterThan(5.5)
    const position = (await kept()) as number
    // Played again after a reload, from its start: the bar offers the kept position.
    await queueUp(page, [rainOnBrass])
    // The position kept is the model's at the pause (it follows the element by time updates).
    const resume = bar(page).getByRole('button', { name: `Resume at 0:${String(Math.floor(position)).padStart(2, '0')}` })
    await resume.waitFor()
    await resume.click()
    await expect.poll(() => anyPlaying(page), { timeout: 10_000 }).toBe(true)
    expect(await time()).toBeGreaterThanOrEqual(position - 0.5)
    // The palette's Bookmarks list holds it too.
    await page.keyboard.press('b')
    await page.keyboard.press('l')
    await expect.poll(() => page.getByRole('option', { name: /Rain on Brass/ }).count()).toBe(1)
    expect(errors).toEqual([])
  })
})

describe('mini player', () => {
  it('opens a Document Picture-in-Picture window whose Pause pauses the main audio and whose Space plays it again', async () => {
    const { page, errors } = await signedInHome(chromium.browser)
    await queueUp(page, [chromium.songs[3]!])
    await bar(page).getByRole('button', { name: 'Play', exact: true }).click()
    await expect.poll(() => anyPlaying(page), { timeout: 10_000 }).toBe(true)
    const opened = page.context().waitForEvent('page', { timeout: 10_000 })
    await page.keyboard.press('o')
    await page.keyboard.press('m')
    const pip = await opened
    await expect.poll(() => bar(page).getByRole('button', { name: 'Open or close the mini player', pressed: true }).count()).toBe(1)
    const mini = pip.getByRole('region', { name: 'Mini player' })
    await mini.waitFor()
    await mini.getByRole('button', { name: 'Pause', exact: true }).click()
    await expect.poll(() => anyPlaying(page)).toBe(false)
    await expect.poll(() => bar(page).getByRole('button', { name: 'Play', exact: true }).count()).toBe(1)
    // Keys pressed in the mini player's window reach the app's shortcuts.
    await pip.keyboard.press('Space')
    await expect.poll(() => anyPlaying(page), { timeout: 10_000 }).toBe(true)
    expect(errors).toEqual([])
  })
})
