import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium, newPage } from './browser'
import type { ServerSong } from './test-server'
import { albumSongs, logInThroughForm, queueUp, rest } from './test-server'








/** The time of the audio element that is playing (the player keeps two, one preloading). */
function playingTime(page: Page): Promise<number> {
  return page.evaluate(() => {
    const elements = [...document.querySelectorAll<HTMLAudioElement>('[data-testid="audio-elements"] audio')]
    const playing = elements.find((element) => !element.paused)
    return playing ? playing.currentTime : -1
  })
}

const bar = (page: Page) => page.getByRole('region', { name: 'Player' })
const nowPlayingTitle = (page: Page) => bar(page).locator('.player-now').getByText(/./).first().textContent()

let browser: Browser
let songs: ServerSong[]
beforeAll(async () => {
  browser = await launchChromium()
  songs = await albumSongs('Blue Hours')
})
afterAll(async () => {
  await browser?.close()
})

describe('the player against a real Supysonic', () => {
  it('plays a queued album: time advances, next, previous, shuffle, repeat, remove, like', async () => {
    const { page, errors } = await newPage(browser)
    await logInThroughForm(page)
    await queueUp(page, songs)
    expect(songs.map((song) => song.title)).toEqual(['Midnight Walk', 'Smoke Rings', 'Late Tram', 'Rain on Brass'])

    await expect.poll(() => nowPlayingTitle(page)).toBe('Midnight Walk')
    await bar(page).getByRole('button', { name: 'Play', exact: true }).click()
    await bar(page).getByRole('button', { name: 'Pause', exact: true }).waitFor()
    await expect.poll(() => playingTime(page), { timeout: 10_000 }).toBeGreaterThan(0.5)

    await bar(page).getByRole('button', { name: 'Next song' }).click()
    await expect.poll(() => nowPlayingTitle(page)).toBe('Smoke Rings')
    await expect.poll(() => playingTime(page), { timeout: 10_000 }).toBeGreaterThan(0.3)
    await bar(page).getByRole('button', { name: 'Previous song' }).click()
    await expect.poll(() => nowPlayingTitle(page)).toBe('Midnight Walk')

    const shuffle = bar(page).getByRole('button', { name: 'Shuffle on or off' })
    expect(await shuffle.getAttribute('aria-pressed')).toBe('false')
    await shuffle.click()
    await expect.poll(() => shuffle.getAttribute('aria-pressed')).toBe('true')
    expect(await nowPlayingTitle(page)).toBe('Midnight Walk')
    await shuffle.click()
    await expect.poll(() => shuffle.getAttribute('aria-pressed')).toBe('false')

    await bar(page).getByRole('button', { name: 'Repeat: off' }).click()
    await bar(page).getByRole('button', { name: 'Repeat: all' }).click()
    await bar(page).getByRole('button', { name: 'Repeat: one' }).waitFor()
    await expect
      .poll(() => page.evaluate(() => [...document.querySelectorAll('audio')].some((element) => !element.paused && element.loop)))
      .toBe(true)

    await bar(page).getByRole('button', { name: 'Show or hide the queue' }).click()
    const queue = page.getByRole('dialog').getByRole('list', { name: 'Queue' })
    await queue.getByRole('listitem').first().waitFor()
    expect(await queue.getByRole('listitem').count()).toBe(4)
    await queue.getByRole('button', { name: 'Remove Late Tram from the queue' }).click()
    await expect.poll(() => queue.getByRole('listitem').count()).toBe(3)
    expect(await queue.getByRole('button', { name: /Late Tram/ }).count()).toBe(0)
    expect(await queue.getByRole('button', { name: /^1\. Midnight Walk/ }).getAttribute('aria-current')).toBe('true')
    await page.screenshot({ path: '.tmp/big-player-queue.png' })
    await page.getByRole('tab', { name: 'Lyrics' }).click()
    await page.getByRole('dialog').getByText('Streetlights hum a minor key', { exact: false }).waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })

    const like = bar(page).getByRole('button', { name: 'Like', exact: true })
    expect(await like.getAttribute('aria-pressed')).toBe('false')
    await like.click()
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true')
    const liked = await rest<{ song: ServerSong }>('getSong', { id: songs[0]!.id })
    expect(liked.song.starred).toBeDefined()
    await like.click()
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('false')
    await expect.poll(async () => (await rest<{ song: ServerSong }>('getSong', { id: songs[0]!.id })).song.starred).toBeUndefined()

    await page.screenshot({ path: '.tmp/player-bar.png' })
    expect(errors).toEqual([])
  })

  it('moves on to the next song when one ends, with a short gap', async () => {
    const { page, errors } = await newPage(browser)
    await logInThroughForm(page)
    await queueUp(page, songs.slice(2))
    await bar(page).getByRole('button', { name: 'Play', exact: true }).click()
    await expect.poll(() => nowPlayingTitle(page)).toBe('Late Tram')
    // Late Tram lasts 4 s: the preloaded Rain on Brass takes over.
    const gap = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const elements = [...document.querySelectorAll<HTMLAudioElement>('[data-testid="audio-elements"] audio')]
          let endedAt = 0
          for (const element of elements) {
            element.addEventListener('ended', () => (endedAt = performance.now()))
            element.addEventListener('playing', () => {
              if (endedAt > 0) resolve(performance.now() - endedAt)
            })
          }
        }),
    )
    await expect.poll(() => nowPlayingTitle(page)).toBe('Rain on Brass')
    console.info(`Gap between tracks: ${gap.toFixed(0)} ms`)
    expect(gap).toBeLessThan(1000)
    expect(errors).toEqual([])
  })
})
