import type { WebDriver } from 'selenium-webdriver'
import { Key } from 'selenium-webdriver'
import type { ServerSong } from '../e2e/test-server'
import type { Recording } from '../recorded-levels'
import { toneAmplitude } from '../recorded-levels'
import { byRole, waitFor } from './webkit'

/** The app driven in WebKitGTK as a person does: the sign-in form, the stored queue, the Audio settings. */

/** Signs in through the form to `serverAddress` with the test server's account. */
export async function logIn(driver: WebDriver, appUrl: string, serverAddress: string, account: { user: string; password: string }): Promise<void> {
  await driver.get(appUrl)
  await waitFor(() => driver.getCurrentUrl(), (url) => url.endsWith('/server-config'), 'the login page')
  await (await byRole(driver, 'textbox', 'Server URL')).sendKeys(serverAddress)
  await (await byRole(driver, 'textbox', 'Username')).sendKeys(account.user)
  await (await byRole(driver, 'textbox', 'Password')).sendKeys(account.password)
  await (await byRole(driver, 'button', 'Connect')).click()
  await (await byRole(driver, 'button', 'Continue anyway')).click()
  await byRole(driver, 'heading', 'Home')
}

/** Puts `songs` in the stored queue and reloads: the app restores it paused (`repeatOne`: the song repeats). */
export async function queueUp(driver: WebDriver, songs: readonly ServerSong[], { repeatOne = false } = {}): Promise<void> {
  await driver.executeScript(
    `const state = {
      playerState: { volume: 100, loopState: arguments[1] ? 2 : 0, isShuffleActive: false, mediaType: 'song', progress: 0 },
      songlist: { originalList: arguments[0], shuffledList: [], radioList: [], currentSongIndex: 0, originalSongIndex: 0 },
    }
    localStorage.setItem('player', JSON.stringify({ state, version: 1 }))`,
    songs,
    repeatOne,
  )
  await driver.navigate().refresh()
  await byRole(driver, 'heading', 'Home')
}

/** How far the element playing song `id` is (-1: none plays it). */
export function songTime(driver: WebDriver, id: string): Promise<number> {
  return driver.executeScript<number>(
    `const playing = [...document.querySelectorAll('[data-testid="audio-elements"] audio')]
      .find((element) => !element.paused && new URL(element.src, location.href).searchParams.get('id') === arguments[0])
    return playing ? playing.currentTime : -1`,
    id,
  )
}

/** What each song element holds: its song id, whether it plays, its volume and crossOrigin. */
export function songElements(driver: WebDriver): Promise<{ id: string | null; playing: boolean; volume: number; crossOrigin: string | null }[]> {
  return driver.executeScript(
    `return [...document.querySelectorAll('[data-testid="audio-elements"] audio')]
      .filter((element) => /\\/(rest|media\\/[^/]+)\\/stream\\b/.test(element.src))
      .map((element) => ({ id: new URL(element.src).searchParams.get('id'), playing: !element.paused, volume: element.volume, crossOrigin: element.getAttribute('crossorigin') }))`,
  )
}

/** Opens the settings by keyboard on the Audio page; returns the dialog. */
export async function openAudioSettings(driver: WebDriver) {
  await driver.actions().keyDown(Key.CONTROL).sendKeys(',').keyUp(Key.CONTROL).perform()
  const dialog = await byRole(driver, 'dialog', /^Settings/)
  const pages = await byRole(driver, 'navigation', 'Settings pages', dialog)
  await (await byRole(driver, 'button', 'Audio', pages)).click()
  return dialog
}

export async function closeDialog(driver: WebDriver): Promise<void> {
  await driver.actions().sendKeys(Key.ESCAPE).perform()
  await waitFor(() => driver.executeScript<number>(`return document.querySelectorAll('[role="dialog"]').length`), (count) => count === 0, 'the dialog to close')
}

/**
 * A tone's steady amplitude at the end of a recording: the loudest of its 100 ms windows over the
 * last `seconds`. A real output on a busy machine drops out now and then (and a repeated song
 * restarts), which only ever lowers a window.
 */
export function lastLevel(recording: Recording, frequency: number, seconds = 0.5): number {
  const window = Math.round(recording.sampleRate * 0.1)
  const end = recording.samples.length
  let loudest = 0
  for (let start = Math.max(0, end - Math.round(recording.sampleRate * seconds)); start + window <= end; start += window) {
    loudest = Math.max(loudest, toneAmplitude(recording, frequency, start, window))
  }
  return loudest
}
