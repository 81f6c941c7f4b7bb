import type { WebDriver } from 'selenium-webdriver'
import { Key } from 'selenium-webdriver'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { FaultProxy } from '../faults/fault-proxy'
import { startFaultProxy } from '../faults/fault-proxy'
import type { Recording } from '../recorded-levels'
import { crossfadeOverlap } from '../recorded-levels'
import type { ServerSong } from '../e2e/test-server'
import { albumSongs } from '../e2e/test-server'
import { closeDialog, lastLevel, logIn, openAudioSettings, queueUp, songElements, songTime } from './app'
import type { Sound, WebKit } from './webkit'
import { byRole, SAMPLE_RATE, startSound, startWebKit, waitFor } from './webkit'

/**
 * Measures, in WebKitGTK (the Linux desktop app's engine), whether ReplayGain, crossfade and the
 * equaliser work on a server of another origin that grants CORS: a fault proxy in front of the
 * test Supysonic adds Navidrome's CORS headers, so the streams load with crossOrigin and go
 * through Web Audio. What is measured is what PulseAudio's null sink received. The generated
 * songs are sine tones: Late Tram 262 Hz (4 s), Tape Hiss 988 Hz (7 s); the library carries no
 * ReplayGain tags, so ReplayGain applies its default gain, −6 dB.
 */
const appUrl = inject('appUrl')
const serverUrl = inject('serverUrl')
const account = { user: inject('serverUser'), password: inject('serverPassword') }

let sound: Sound
let webkit: WebKit
let driver: WebDriver
let proxy: FaultProxy
let lateTram: ServerSong
let tapeHiss: ServerSong
beforeAll(async () => {
  lateTram = (await albumSongs('Blue Hours')).find((song) => song.title === 'Late Tram')!
  tapeHiss = (await albumSongs('Analog Dreams')).find((song) => song.title === 'Tape Hiss')!
  proxy = await startFaultProxy(serverUrl, { cors: 'navidrome' })
  sound = await startSound()
  webkit = await startWebKit(sound)
  driver = webkit.driver
  await logIn(driver, appUrl, proxy.url, account)
  // Crossfade 2 s and the equaliser on and flat, stored before the next start (queueUp reloads).
  await driver.executeScript(
    `localStorage.setItem('audioEffects', JSON.stringify({ state: { crossfade: { enabled: true, seconds: 2 }, equalizer: { enabled: true, preset: 'flat', bands: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0] } }, version: 1 }))`,
  )
})
afterAll(async () => {
  await webkit?.stop()
  await sound?.stop()
  await proxy?.stop()
})

const player = () => byRole(driver, 'region', 'Player')

async function play(song: ServerSong, seconds: number): Promise<void> {
  await (await byRole(driver, 'button', 'Play', await player())).click()
  await waitFor(() => songTime(driver, song.id), (time) => time > seconds, `${song.title} past ${seconds} s`, 30_000)
}

/** Waits until `seconds` more were recorded; returns the whole recording. */
async function recordMore(seconds: number): Promise<Recording> {
  const from = sound.recorder.take().samples.length
  await waitFor(() => Promise.resolve(sound.recorder.take().samples.length), (length) => length > from + seconds * SAMPLE_RATE, `${seconds} s more sound`)
  return sound.recorder.take()
}

describe('WebKitGTK with a server of another origin that grants CORS (Navidrome’s headers)', () => {
  it('loads the streams with crossOrigin through the proxy; ReplayGain heard at −6 dB', async () => {
    // Repeated: the 7 s song must still sound after the settings steps, slow on a loaded machine.
    await queueUp(driver, [tapeHiss], { repeatOne: true })
    await play(tapeHiss, 1)
    expect(proxy.requests('stream').length).toBeGreaterThan(0)
    expect((await songElements(driver)).find((entry) => entry.playing)).toMatchObject({ id: tapeHiss.id, crossOrigin: 'anonymous', volume: 1 })
    const before = lastLevel(await recordMore(0.5), 988)
    const dialog = await openAudioSettings(driver)
    await (await byRole(driver, 'switch', 'Normalise volume with ReplayGain', dialog)).click()
    await waitFor(async () => (await byRole(driver, 'switch', 'Normalise volume with ReplayGain', dialog)).getAttribute('aria-checked'), (checked) => checked === 'true', 'ReplayGain on')
    const after = lastLevel(await recordMore(0.6), 988)
    const gain = 20 * Math.log10(after / before)
    console.info(`WebKitGTK, ReplayGain across origins: 988 Hz from ${before.toFixed(3)} to ${after.toFixed(3)} (${gain.toFixed(2)} dB)`)
    expect(before).toBeGreaterThan(0.05)
    expect(gain).toBeGreaterThan(-7.5)
    expect(gain).toBeLessThan(-4.5)
    // The element's own volume stays whole: the gain is in Web Audio.
    expect((await songElements(driver)).find((entry) => entry.playing)?.volume).toBe(1)
    await (await byRole(driver, 'switch', 'Normalise volume with ReplayGain', dialog)).click()
    await closeDialog(driver)
  }, 90_000)

  it('raises the 1 kHz band by 12 dB, heard in the output', async () => {
    await queueUp(driver, [tapeHiss], { repeatOne: true })
    await play(tapeHiss, 1)
    const flat = lastLevel(await recordMore(0.5), 988)
    const dialog = await openAudioSettings(driver)
    const bands = await byRole(driver, 'group', 'Equalizer bands', dialog)
    const band = await byRole(driver, 'slider', '1 kHz', bands)
    await driver.executeScript('arguments[0].focus()', band)
    await driver.actions().sendKeys(Key.END).perform()
    await waitFor(() => band.getAttribute('aria-valuetext'), (text) => text === '+12 dB', 'the band at +12 dB')
    const raised = lastLevel(await recordMore(0.6), 988)
    const gain = 20 * Math.log10(raised / flat)
    console.info(`WebKitGTK, equaliser across origins: 988 Hz from ${flat.toFixed(3)} to ${raised.toFixed(3)} (${gain.toFixed(2)} dB)`)
    expect(flat).toBeGreaterThan(0.05)
    expect(gain).toBeGreaterThan(10.5)
    expect(gain).toBeLessThan(13.5)
    await driver.actions().sendKeys(Key.HOME).perform()
    await waitFor(() => band.getAttribute('aria-valuetext'), (text) => text === '-12 dB', 'the band at -12 dB')
    // Back to flat for the next test.
    await (await byRole(driver, 'button', 'Flat', dialog)).click()
    await waitFor(() => band.getAttribute('aria-valuetext'), (text) => text === '0 dB', 'the band flat again')
    await closeDialog(driver)
  }, 90_000)

  it('crossfades two songs of different albums: both tones heard together for over half a second', async () => {
    await queueUp(driver, [lateTram, tapeHiss])
    sound.recorder.reset()
    await play(tapeHiss, 2.5)
    const { seconds, outTop, inTop } = crossfadeOverlap(sound.recorder.take(), 262, 988)
    console.info(`WebKitGTK, crossfade across origins: both tones for ${seconds.toFixed(2)} s (top levels ${outTop.toFixed(3)}, ${inTop.toFixed(3)})`)
    expect(outTop).toBeGreaterThan(0.05)
    expect(inTop).toBeGreaterThan(0.01)
    // A 2 s fade begins at the time update that finds 2 s or less left (they come every ~250 ms,
    // later on a loaded machine), so it is heard for less; a handover without crossfade overlaps not at all.
    expect(seconds).toBeGreaterThan(0.5)
  }, 90_000)
})
