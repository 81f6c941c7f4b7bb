import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { FaultProxy } from '../faults/fault-proxy'
import { startFaultProxy } from '../faults/fault-proxy'
import type { Recording } from '../recorded-levels'
import { crossfadeOverlap, toneAmplitude } from '../recorded-levels'
import { installAudioTap, recordedSeconds, resetTap, takeRecording } from './audio-tap'
import { chromiumForFile, newPage } from './session'
import { logInToServer, openAudioSettings, songElements } from './cross-origin'
import type { ServerSong } from './test-server'
import { albumSongs, queueUp } from './test-server'

/**
 * The app on its own origin, the server on another: a fault proxy in front of the test Supysonic
 * answers either with Navidrome's CORS headers (every route, media included) or as Supysonic
 * does (CORS on JSON answers only, none on streams). The generated songs are sine tones: Late
 * Tram 262 Hz (4 s), Tape Hiss 988 Hz (7 s); the library carries no ReplayGain tags, so
 * ReplayGain applies its default gain, −6 dB.
 */
const serverUrl = inject('serverUrl')
const DEFAULT_GAIN = 10 ** (-6 / 20)

const bar = (page: Page) => page.getByRole('region', { name: 'Player' })

async function play(page: Page, song: ServerSong, seconds: number): Promise<void> {
  await bar(page).getByRole('button', { name: 'Play', exact: true }).click()
  await expect
    .poll(async () => (await songElements(page)).find((element) => element.id === song.id && element.playing)?.time ?? -1, { timeout: 20_000 })
    .toBeGreaterThan(seconds)
}

/** The tone's amplitude over the last 200 ms recorded. */
function lastLevel(recording: Recording, frequency: number): number {
  const window = Math.round(recording.sampleRate * 0.2)
  return toneAmplitude(recording, frequency, recording.samples.length - window, window)
}

async function recordMore(page: Page, seconds: number): Promise<Recording> {
  const from = await recordedSeconds(page)
  await expect.poll(() => recordedSeconds(page), { timeout: 10_000 }).toBeGreaterThan(from + seconds)
  return takeRecording(page)
}

/** Crossfade 2 s with the equaliser on and flat, stored before the next start. */
async function storeEffects(page: Page): Promise<void> {
  await page.evaluate(() =>
    localStorage.setItem(
      'audioEffects',
      JSON.stringify({ state: { crossfade: { enabled: true, seconds: 2 }, equalizer: { enabled: true, preset: 'flat', bands: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0] } }, version: 1 }),
    ),
  )
}

const chromium = chromiumForFile()
let lateTram: ServerSong
let tapeHiss: ServerSong
beforeAll(async () => {
  lateTram = (await albumSongs('Blue Hours')).find((song) => song.title === 'Late Tram')!
  tapeHiss = (await albumSongs('Analog Dreams')).find((song) => song.title === 'Tape Hiss')!
})
describe('a server of another origin that grants CORS (Navidrome’s headers): every effect through Web Audio', () => {
  let page: Page
  let errors: string[]
  let proxy: FaultProxy
  beforeAll(async () => {
    proxy = await startFaultProxy(serverUrl, { cors: 'navidrome' })
    ;({ page, errors } = await newPage(chromium.browser))
    await installAudioTap(page)
    await logInToServer(page, proxy.url)
    await storeEffects(page)
  })
  afterAll(async () => {
    await page?.context().close()
    await proxy?.stop()
  })

  it('loads the streams with crossOrigin through the proxy; ReplayGain heard at −6 dB', async () => {
    await queueUp(page, [tapeHiss])
    await resetTap(page)
    await play(page, tapeHiss, 0.5)
    expect(proxy.requests('stream').length).toBeGreaterThan(0)
    const [element] = (await songElements(page)).filter((entry) => entry.playing)
    expect(element).toMatchObject({ id: tapeHiss.id, crossOrigin: 'anonymous', volume: 1 })
    const before = lastLevel(await takeRecording(page), 988)
    const dialog = await openAudioSettings(page)
    await dialog.getByRole('switch', { name: 'Normalise volume with ReplayGain' }).click()
    const after = lastLevel(await recordMore(page, 0.5), 988)
    const gain = 20 * Math.log10(after / before)
    console.info(`ReplayGain across origins: 988 Hz from ${before.toFixed(3)} to ${after.toFixed(3)} (${gain.toFixed(2)} dB)`)
    expect(gain).toBeGreaterThan(-7.5)
    expect(gain).toBeLessThan(-4.5)
    // The element's own volume stays whole: the gain is in Web Audio.
    expect((await songElements(page)).find((entry) => entry.playing)?.volume).toBe(1)
    await page.keyboard.press('Escape')
    expect(errors).toEqual([])
  })

  it('raises the 1 kHz band by 12 dB, heard in the output', async () => {
    await queueUp(page, [tapeHiss])
    await resetTap(page)
    await play(page, tapeHiss, 0.5)
    const flat = lastLevel(await takeRecording(page), 988)
    const dialog = await openAudioSettings(page)
    const band = dialog.getByRole('group', { name: 'Equalizer bands' }).getByRole('slider', { name: '1 kHz' })
    await band.focus()
    await page.keyboard.press('End')
    await expect.poll(() => band.getAttribute('aria-valuetext')).toBe('+12 dB')
    const raised = lastLevel(await recordMore(page, 0.5), 988)
    const gain = 20 * Math.log10(raised / flat)
    console.info(`Equaliser across origins: 988 Hz from ${flat.toFixed(3)} to ${raised.toFixed(3)} (${gain.toFixed(2)} dB)`)
    expect(gain).toBeGreaterThan(10.5)
    expect(gain).toBeLessThan(13.5)
    await page.keyboard.press('Home')
    await expect.poll(() => band.getAttribute('aria-valuetext')).toBe('-12 dB')
    await page.keyboard.press('Escape')
    expect(errors).toEqual([])
  })

  it('crossfades two songs of different albums: both tones heard together for over a second', async () => {
    await queueUp(page, [lateTram, tapeHiss])
    await resetTap(page)
    await play(page, tapeHiss, 2.5)
    const { seconds } = crossfadeOverlap(await takeRecording(page), 262, 988)
    console.info(`Crossfade across origins: both tones for ${seconds.toFixed(2)} s`)
    expect(seconds).toBeGreaterThan(1)
    expect(errors).toEqual([])
  })
})

describe('a server of another origin without CORS on its streams (Supysonic’s own headers)', () => {
  let page: Page
  let errors: string[]
  let proxy: FaultProxy
  beforeAll(async () => {
    proxy = await startFaultProxy(serverUrl, { cors: 'supysonic' })
    ;({ page, errors } = await newPage(chromium.browser))
    await installAudioTap(page)
    await logInToServer(page, proxy.url)
    await storeEffects(page)
  })
  afterAll(async () => {
    await page?.context().close()
    await proxy?.stop()
  })

  it('crossfades through the elements’ volume along the equal-power curve, never through Web Audio', async () => {
    await queueUp(page, [lateTram, tapeHiss])
    await resetTap(page)
    const samples: { out: number; in: number }[] = []
    await bar(page).getByRole('button', { name: 'Play', exact: true }).click()
    await expect
      .poll(
        async () => {
          const elements = await songElements(page)
          for (const element of elements) expect(element.crossOrigin).toBeNull()
          const outgoing = elements.find((element) => element.id === lateTram.id && element.playing)
          const incoming = elements.find((element) => element.id === tapeHiss.id && element.playing)
          if (outgoing && incoming) samples.push({ out: outgoing.volume, in: incoming.volume })
          return !outgoing && incoming !== undefined && incoming.time > 2.5
        },
        { timeout: 20_000, interval: 50 },
      )
      .toBe(true)
    const fading = samples.filter((sample) => sample.out < 0.95 && sample.in > 0.05)
    console.info('Crossfade by volume:', fading.map((sample) => `${sample.out.toFixed(2)}/${sample.in.toFixed(2)}`).join(' '))
    expect(fading.length).toBeGreaterThan(3)
    for (const sample of fading) expect(Math.abs(sample.out ** 2 + sample.in ** 2 - 1)).toBeLessThan(0.15)
    // Nothing reached Web Audio, which would have heard silence.
    expect(await recordedSeconds(page)).toBe(0)
    expect(errors).toEqual([])
  })

  it('applies ReplayGain through the element’s volume (−6 dB: 0.5), and says the equaliser needs CORS', async () => {
    await queueUp(page, [tapeHiss])
    await play(page, tapeHiss, 0.2)
    const dialog = await openAudioSettings(page)
    const replayGain = dialog.getByRole('switch', { name: 'Normalise volume with ReplayGain' })
    await replayGain.click()
    await expect.poll(async () => (await songElements(page)).find((entry) => entry.playing)?.volume).toBeCloseTo(DEFAULT_GAIN, 2)
    expect(await replayGain.getAttribute('aria-checked')).toBe('true')
    const equalizer = dialog.getByRole('switch', { name: 'Equalizer on' })
    expect(await equalizer.isDisabled()).toBe(true)
    const describedBy = (await equalizer.getAttribute('aria-describedby')) ?? ''
    const reason = await page.evaluate((ids) => ids.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' '), describedBy)
    expect(reason).toContain('the equalizer needs the server to allow CORS')
    await equalizer.scrollIntoViewIfNeeded()
    await dialog.screenshot({ path: '.tmp/settings-equalizer-needs-cors.png' })
    expect(await recordedSeconds(page)).toBe(0)
    expect(errors).toEqual([])
  })
})
