import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { chromiumForFile, newPage, pageLoggedInThroughForm, signedInHome } from './session'
import { startFaultProxy } from '../faults/fault-proxy'
import type { ServerSong } from './test-server'
import { logInThroughForm, queueUp, rest, server } from './test-server'

/** The time of the audio element that is playing (the player keeps two, one preloading). */
function playingTime(page: Page): Promise<number> {
  return page.evaluate(() => {
    const elements = [...document.querySelectorAll<HTMLAudioElement>('[data-testid="audio-elements"] audio')]
    const playing = elements.find((element) => !element.paused)
    return playing ? playing.currentTime : -1
  })
}

const bar = (page: Page) => page.getByRole('region', { name: 'Player' })

/** The queue's song titles in play order, read from the big player's queue (closed again after). */
async function queueTitles(page: Page): Promise<string[]> {
  await bar(page).getByRole('button', { name: 'Show or hide the queue' }).click()
  const rows = page.getByRole('dialog').getByRole('list', { name: 'Queue' }).getByRole('button', { name: /^\d+\. / })
  await rows.first().waitFor()
  const labels = await rows.evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label') ?? ''))
  await page.keyboard.press('Escape')
  await page.getByRole('dialog').waitFor({ state: 'detached' })
  return labels.map((label) => label.replace(/^\d+\. /, '').replace(/, [^,]*$/, ''))
}
const nowPlayingTitle = (page: Page) => bar(page).locator('.player-now').getByText(/./).first().textContent()

const chromium = chromiumForFile('Blue Hours')

describe('the player against a real Supysonic', () => {
  it('plays a queued album: time advances, next, previous, shuffle, repeat, remove, like', async () => {
    const { page, errors } = await newPage(chromium.browser)
    // A seeded Math.random (mulberry32), installed before the app's code captures it for shuffles.
    await page.addInitScript(() => {
      let state = 20_261_124
      Math.random = () => {
        state = (state + 0x6d2b79f5) >>> 0
        let t = state
        t = Math.imul(t ^ (t >>> 15), t | 1)
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296
      }
    })
    await logInThroughForm(page)
    await queueUp(page, chromium.songs)
    const original = chromium.songs.map((song) => song.title)
    expect(original).toEqual(['Midnight Walk', 'Smoke Rings', 'Late Tram', 'Rain on Brass'])

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
    // Shuffled: the playing song first, then a permutation of the others, which Next follows. A
    // shuffle may keep the order by chance (1 in 6 here): shuffle again, a few times at most.
    let shuffled: string[] = original
    for (let attempt = 0; attempt < 6 && shuffled.join() === original.join(); attempt += 1) {
      if (attempt > 0) {
        await shuffle.click()
        await bar(page).getByRole('button', { name: 'Shuffle on or off', pressed: false }).waitFor()
      }
      await shuffle.click()
      await bar(page).getByRole('button', { name: 'Shuffle on or off', pressed: true }).waitFor()
      shuffled = await queueTitles(page)
    }
    expect(shuffled[0]).toBe('Midnight Walk')
    expect([...shuffled].sort()).toEqual([...original].sort())
    expect(shuffled).not.toEqual(original)
    expect(await nowPlayingTitle(page)).toBe('Midnight Walk')
    for (const title of shuffled.slice(1)) {
      await bar(page).getByRole('button', { name: 'Next song' }).click()
      await expect.poll(() => nowPlayingTitle(page)).toBe(title)
    }
    for (const title of shuffled.slice(0, -1).reverse()) {
      await bar(page).getByRole('button', { name: 'Previous song' }).click()
      await expect.poll(() => nowPlayingTitle(page)).toBe(title)
    }
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
    const liked = await rest<{ song: ServerSong }>('getSong', { id: chromium.songs[0]!.id })
    expect(liked.song.starred).toBeDefined()
    await like.click()
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('false')
    await expect.poll(async () => (await rest<{ song: ServerSong }>('getSong', { id: chromium.songs[0]!.id })).song.starred).toBeUndefined()

    await page.screenshot({ path: '.tmp/player-bar.png' })
    expect(errors).toEqual([])
  })

  it('moves on to the next song when one ends, with a short gap', async () => {
    const { page, errors } = await signedInHome(chromium.browser)
    await queueUp(page, chromium.songs.slice(2))
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

describe('the play queue on a server that keeps queues (the fault proxy keeps them in front of Supysonic)', () => {
  it('closing the tab sends the queue with the current song and position', async () => {
    const proxy = await startFaultProxy(server.appUrl, { playQueues: true })
    try {
      const { page, errors } = await pageLoggedInThroughForm(chromium.browser, {}, proxy.url)
      await queueUp(page, chromium.songs)
      await bar(page).getByRole('button', { name: 'Play', exact: true }).click()
      // The app asked the server for its queue (so it saves there), and saved its own once the restored queue settled.
      await expect.poll(() => proxy.requests('getPlayQueue').length).toBeGreaterThan(0)
      await expect.poll(() => proxy.requests('savePlayQueue').length, { timeout: 10_000 }).toBeGreaterThan(0)
      const lastSaved = Number(proxy.requests('savePlayQueue').at(-1)?.params.get('position') ?? 0) / 1000
      // Played on into another second than the one saved: the save on close is a new one.
      await expect.poll(() => playingTime(page), { timeout: 10_000 }).toBeGreaterThan(Math.floor(lastSaved) + 1.2)
      const saves = proxy.requests('savePlayQueue').length
      const playedSeconds = Math.floor(await playingTime(page))
      expect(errors).toEqual([])

      await page.close({ runBeforeUnload: true })
      await expect.poll(() => proxy.requests('savePlayQueue').length).toBeGreaterThan(saves)
      const onClose = proxy.requests('savePlayQueue').at(-1)?.params
      expect(onClose?.getAll('id')).toEqual(chromium.songs.map((song) => song.id))
      expect(onClose?.get('current')).toBe(chromium.songs[0]?.id)
      expect(Number(onClose?.get('position'))).toBeGreaterThanOrEqual(playedSeconds * 1000)
    } finally {
      await proxy.stop()
    }
  })
})
