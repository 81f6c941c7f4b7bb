import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FaultProxy } from '../faults/fault-proxy'
import { startFaultProxy } from '../faults/fault-proxy'
import { chromiumForFile, newPage } from './session'
import { openAudioSettings, songElements } from './cross-origin'
import type { ServerSong } from './test-server'
import { albumSongs, logInThroughForm, queueUp, server } from './test-server'

/**
 * Streaming quality against the test Supysonic (which transcodes with ffmpeg): the proxy in front
 * of the app records every stream request and its parameters.
 */
const chromium = chromiumForFile()
let page: Page
let errors: string[]
let proxy: FaultProxy
let songs: ServerSong[]
beforeAll(async () => {
  proxy = await startFaultProxy(server.appUrl)
  songs = await albumSongs('Blue Hours')
  ;({ page, errors } = await newPage(chromium.browser))
  await logInThroughForm(page, proxy.url)
})
afterAll(async () => {
  await proxy?.stop()
})

const streamParams = () => proxy.requests('stream').map((request) => ({ id: request.params.get('id'), maxBitRate: request.params.get('maxBitRate'), format: request.params.get('format') }))

async function playFirst(song: ServerSong): Promise<void> {
  await page.getByRole('region', { name: 'Player' }).getByRole('button', { name: 'Play', exact: true }).click()
  await expect.poll(async () => (await songElements(page)).find((element) => element.id === song.id && element.playing)?.time ?? -1, { timeout: 20_000 }).toBeGreaterThan(0.5)
}

describe('streaming quality', () => {
  it('asks every stream with no limit by default (maxBitRate=0, no format)', async () => {
    await queueUp(page, songs.slice(0, 2))
    await playFirst(songs[0]!)
    expect(streamParams()).toContainEqual({ id: songs[0]!.id, maxBitRate: '0', format: null })
    // The next song, preloaded, in the same quality.
    expect(streamParams()).toContainEqual({ id: songs[1]!.id, maxBitRate: '0', format: null })
    expect(errors).toEqual([])
  })

  it('a bitrate and format chosen in the settings reach every stream request; the transcoded song plays', async () => {
    const dialog = await openAudioSettings(page)
    await dialog.getByRole('combobox', { name: 'Maximum bitrate' }).click()
    await page.getByRole('option', { name: '32 kbit/s' }).click()
    await dialog.getByRole('combobox', { name: 'Format', exact: true }).click()
    await page.getByRole('option', { name: 'MP3' }).click()
    await expect.poll(() => dialog.getByRole('combobox', { name: 'Format', exact: true }).textContent()).toBe('MP3')
    // Chromium tells the connection here: the metered choice is offered, not said to never apply.
    expect(await dialog.getByText('This browser does not say when a connection is metered').count()).toBe(0)
    await dialog.screenshot({ path: '.tmp/settings-streaming-quality.png' })
    await page.keyboard.press('Escape')
    const before = proxy.requests('stream').length
    await queueUp(page, songs.slice(2, 4))
    await playFirst(songs[2]!)
    const asked = streamParams().slice(before)
    expect(asked).toContainEqual({ id: songs[2]!.id, maxBitRate: '32', format: 'mp3' })
    expect(asked).toContainEqual({ id: songs[3]!.id, maxBitRate: '32', format: 'mp3' })
    expect(asked.every((request) => request.maxBitRate === '32' && request.format === 'mp3')).toBe(true)
    expect(errors).toEqual([])
  })

  it('the palette entry "Streaming quality: 128 kbit/s" sets it for the next streams', async () => {
    await page.keyboard.press('Control+k')
    await page.getByRole('combobox', { name: 'Command palette' }).fill('Streaming quality: 128')
    await page.keyboard.press('Enter')
    await page.getByText('Streaming quality: 128 kbit/s at most').first().waitFor()
    const before = proxy.requests('stream').length
    await queueUp(page, songs.slice(0, 1))
    await playFirst(songs[0]!)
    expect(streamParams().slice(before)).toContainEqual({ id: songs[0]!.id, maxBitRate: '128', format: 'mp3' })
    expect(errors).toEqual([])
    proxy.clear()
  })
})

describe('seeking a transcoded song on a server that takes timeOffset', () => {
  it('asks for a stream starting at the new position (timeOffset, with the quality) and shows that position', async () => {
    // Supysonic lacks getOpenSubsonicExtensions: the proxy answers it as an OpenSubsonic server would.
    proxy.add({
      method: 'getOpenSubsonicExtensions',
      body: JSON.stringify({ 'subsonic-response': { status: 'ok', version: '1.16.1', openSubsonic: true, openSubsonicExtensions: [{ name: 'transcodeOffset', versions: [1] }] } }),
    })
    const sleeperCar = (await albumSongs('Night Train Sessions')).find((song) => song.title === 'Sleeper Car')
    expect(sleeperCar).toBeDefined()
    await queueUp(page, [sleeperCar!])
    await expect.poll(() => proxy.requests('getOpenSubsonicExtensions').length, { timeout: 10_000 }).toBeGreaterThan(0)
    await playFirst(sleeperCar!)
    const slider = page.getByRole('slider', { name: 'Position in the song' })
    await slider.focus()
    await page.keyboard.press('ArrowRight')
    const offsets = () => proxy.requests('stream').map((request) => Number(request.params.get('timeOffset') ?? 0)).filter((offset) => offset > 0)
    await expect.poll(() => offsets().length, { timeout: 10_000 }).toBeGreaterThan(0)
    const offset = offsets()[0]!
    const asked = proxy.requests('stream').find((request) => Number(request.params.get('timeOffset')) === offset)!
    expect([asked.params.get('maxBitRate'), asked.params.get('format')]).toEqual(['128', 'mp3'])
    // Supysonic itself refuses timeOffset (it lacks the extension; the proxy only claims it), so the
    // new stream fails here: what counts is the request, and the shown position at the offset.
    // Counting on from the offset while it plays is covered by src/model/streaming/transcode-seek.test.ts.
    expect(await slider.getAttribute('aria-valuetext')).toMatch(new RegExp(`^0:0${offset} `))
    expect(errors).toEqual([])
    proxy.clear()
  })
})
