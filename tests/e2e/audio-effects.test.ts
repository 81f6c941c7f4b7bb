import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromiumForFile, newPage } from './session'
import type { Recording } from '../recorded-levels'
import { largestStep, silentRuns, toneAmplitude } from '../recorded-levels'
import { installAudioTap, recordedSeconds, resetTap, takeRecording } from './audio-tap'
import type { ServerSong } from './test-server'
import { albumSongs, logInThroughForm, queueUp } from './test-server'

/**
 * Crossfade and equaliser, heard: the generated library's songs are sine tones (tests/supysonic's
 * library), so what the app sends to the speakers can be measured (audio-tap.ts records it).
 * Late Tram: 262 Hz, 4 s; Rain on Brass (same album, next track): 294 Hz; Tape Hiss (another
 * album): 988 Hz, 7 s.
 */

const bar = (page: Page) => page.getByRole('region', { name: 'Player' })
const nowPlayingTitle = (page: Page) => bar(page).locator('.player-now').getByText(/./).first().textContent()

/** How far the element playing song `id` is (-1: none plays it). */
function songTime(page: Page, id: string): Promise<number> {
  return page.evaluate((songId) => {
    const elements = [...document.querySelectorAll<HTMLAudioElement>('[data-testid="audio-elements"] audio')]
    const playing = elements.find((element) => !element.paused && new URL(element.src, location.href).searchParams.get('id') === songId)
    return playing ? playing.currentTime : -1
  }, id)
}

async function playUntil(page: Page, song: ServerSong, seconds: number): Promise<void> {
  await bar(page).getByRole('button', { name: 'Play', exact: true }).click()
  await expect.poll(() => nowPlayingTitle(page), { timeout: 20_000 }).toBe(song.title)
  await expect.poll(() => songTime(page, song.id), { timeout: 20_000 }).toBeGreaterThan(seconds)
}

/** Each tone's amplitude in windows of `seconds` (50 ms tells tones 100 Hz apart), every half window. */
function toneTrack(recording: Recording, frequencies: readonly number[], seconds = 0.05): { at: number; amplitudes: number[] }[] {
  const size = Math.round(recording.sampleRate * seconds)
  const track: { at: number; amplitudes: number[] }[] = []
  for (let start = 0; start + size <= recording.samples.length; start += Math.round(size / 2)) {
    track.push({ at: start, amplitudes: frequencies.map((frequency) => toneAmplitude(recording, frequency, start, size)) })
  }
  return track
}

let page: Page
let errors: string[]
let blueHours: ServerSong[]
let tapeHiss: ServerSong
const chromium = chromiumForFile()
beforeAll(async () => {
  blueHours = await albumSongs('Blue Hours')
  tapeHiss = (await albumSongs('Analog Dreams')).find((song) => song.title === 'Tape Hiss')!
  ;({ page, errors } = await newPage(chromium.browser))
  await installAudioTap(page)
  await logInThroughForm(page)
  // Crossfade 2 s with albums in order kept gapless (the default), the equaliser on and flat.
  await page.evaluate(() =>
    localStorage.setItem(
      'audioEffects',
      JSON.stringify({ state: { crossfade: { enabled: true, seconds: 2 }, equalizer: { enabled: true, preset: 'flat', bands: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0] } }, version: 1 }),
    ),
  )
})
afterAll(async () => {
})

describe('crossfade and equaliser in the output (Web Audio, same origin)', () => {
  it('keeps an album in order gapless with crossfade on: gap under 50 ms, no click', async () => {
    const [lateTram, rainOnBrass] = blueHours.slice(2)
    await queueUp(page, [lateTram!, rainOnBrass!])
    await resetTap(page)
    await playUntil(page, rainOnBrass!, 1)
    const recording = await takeRecording(page)
    const ms = recording.sampleRate / 1000
    const gaps = silentRuns(recording, Math.round(2 * ms))
    const gap = Math.max(0, ...gaps.map((run) => run.length)) / ms
    console.info(`Gapless: longest silence between the songs ${gap.toFixed(1)} ms`, gaps)
    expect(gap).toBeLessThan(50)
    // Late Tram's tone before the boundary, Rain on Brass's after; the boundary has no larger step than the tones.
    // 262 and 294 Hz are 32 Hz apart: 200 ms windows tell them apart.
    const tones = toneTrack(recording, [262, 294], 0.2)
    const heard = tones.filter(({ amplitudes }) => Math.max(...amplitudes) > 0.02)
    expect(heard[2]!.amplitudes[0]).toBeGreaterThan(heard[2]!.amplitudes[1]! * 3)
    expect(heard.at(-1)!.amplitudes[1]).toBeGreaterThan(heard.at(-1)!.amplitudes[0]! * 3)
    const boundary = heard.findIndex(({ amplitudes }) => amplitudes[1]! > amplitudes[0]!)
    const at = heard[boundary]!.at
    const steady = Math.max(largestStep(recording, heard[2]!.at, heard[2]!.at + 200 * ms), largestStep(recording, heard.at(-1)!.at - 200 * ms, heard.at(-1)!.at))
    const atBoundary = largestStep(recording, at - 150 * ms, at + 150 * ms)
    console.info(`Largest step: ${atBoundary.toFixed(4)} at the boundary (sample ${at}), ${steady.toFixed(4)} in the tones`)
    expect(atBoundary).toBeLessThan(steady * 1.5)
    expect(errors).toEqual([])
  })

  it('crossfades songs of two albums along an equal-power curve, without a click', async () => {
    await queueUp(page, [blueHours[2]!, tapeHiss])
    await resetTap(page)
    await playUntil(page, tapeHiss, 2.5)
    const recording = await takeRecording(page)
    const ms = recording.sampleRate / 1000
    const tones = toneTrack(recording, [262, 988])
    const heard = tones.filter(({ amplitudes }) => Math.max(...amplitudes) > 0.02)
    const outLevel = heard[2]!.amplitudes[0]!
    const inLevel = heard.at(-2)!.amplitudes[1]!
    const curve = heard.map(({ at, amplitudes }) => ({ at, out: amplitudes[0]! / outLevel, in: amplitudes[1]! / inLevel }))
    const fading = curve.filter((point) => point.out > 0.1 && point.out < 0.95 && point.in > 0.1 && point.in < 0.95)
    const seconds = (fading.at(-1)!.at - fading[0]!.at) / recording.sampleRate
    console.info(`Crossfade: ${fading.length} windows over ${seconds.toFixed(2)} s`, fading.map((p) => `${p.out.toFixed(2)}/${p.in.toFixed(2)}`).join(' '))
    expect(seconds).toBeGreaterThan(1)
    for (const point of fading) expect(Math.abs(point.out ** 2 + point.in ** 2 - 1)).toBeLessThan(0.2)
    const crossing = fading.reduce((best, point) => (Math.abs(point.out - point.in) < Math.abs(best.out - best.in) ? point : best))
    // Equal power meets at −3 dB (0.71); a linear fade would meet at 0.5.
    expect(crossing.out).toBeGreaterThan(0.6)
    expect(crossing.out).toBeLessThan(0.82)
    const steady = largestStep(recording, heard.at(-1)!.at - 200 * ms, heard.at(-1)!.at)
    const throughFade = largestStep(recording, fading[0]!.at - 200 * ms, fading.at(-1)!.at + 200 * ms)
    console.info(`Largest step: ${throughFade.toFixed(4)} through the fade, ${steady.toFixed(4)} after it`)
    expect(throughFade).toBeLessThan(steady * 1.5)
    expect(errors).toEqual([])
  })

  it('raises the 1 kHz band by 12 dB from its slider in the settings (a 988 Hz tone, +12 dB ± 1.5)', async () => {
    await queueUp(page, [tapeHiss])
    await resetTap(page)
    await playUntil(page, tapeHiss, 0.5)
    const before = await takeRecording(page)
    const window = Math.round(before.sampleRate * 0.2)
    const flat = toneAmplitude(before, 988, before.samples.length - window, window)
    await page.keyboard.press('Control+,')
    const dialog = page.getByRole('dialog', { name: /^Settings/ })
    await dialog.getByRole('navigation', { name: 'Settings pages' }).getByRole('button', { name: 'Audio' }).click()
    // Crossfade is on (stored before the start), 2 s, albums kept gapless.
    const crossfade = dialog.getByRole('switch', { name: 'Crossfade between songs' })
    expect(await crossfade.getAttribute('aria-checked')).toBe('true')
    expect(await dialog.getByRole('slider', { name: 'Crossfade length' }).getAttribute('aria-valuetext')).toBe('2 s')
    await crossfade.scrollIntoViewIfNeeded()
    await dialog.screenshot({ path: '.tmp/settings-crossfade.png' })
    const band = dialog.getByRole('group', { name: 'Equalizer bands' }).getByRole('slider', { name: '1 kHz' })
    await band.focus()
    await page.keyboard.press('End')
    await expect.poll(() => band.getAttribute('aria-valuetext')).toBe('+12 dB')
    await band.scrollIntoViewIfNeeded()
    await dialog.screenshot({ path: '.tmp/settings-equalizer.png' })
    const changedAt = await recordedSeconds(page)
    await expect.poll(() => recordedSeconds(page), { timeout: 10_000 }).toBeGreaterThan(changedAt + 0.5)
    const after = await takeRecording(page)
    const raised = toneAmplitude(after, 988, after.samples.length - window, window)
    const gain = 20 * Math.log10(raised / flat)
    console.info(`1 kHz band at +12 dB: the 988 Hz tone went from ${flat.toFixed(3)} to ${raised.toFixed(3)} (${gain.toFixed(2)} dB)`)
    expect(gain).toBeGreaterThan(10.5)
    expect(gain).toBeLessThan(13.5)
    expect(errors).toEqual([])
  })
})
