import type { Page } from 'playwright-core'
import { server } from './test-server'

/**
 * Logs in through the form to `serverAddress` (a server of another origin than the app's page,
 * e.g. a fault proxy with CORS headers in front of the test Supysonic), as a person does.
 */
export async function logInToServer(page: Page, serverAddress: string): Promise<void> {
  await page.goto(server.appUrl)
  await page.waitForURL('**/server-config')
  await page.getByLabel('Server URL').fill(serverAddress)
  await page.getByLabel('Username').fill(server.user)
  await page.getByLabel('Password').fill(server.password)
  await page.getByRole('button', { name: 'Connect' }).click()
  await page.getByRole('button', { name: 'Continue anyway' }).click()
  await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor()
}

/** What each song element holds: its song id, whether it plays, its volume and crossOrigin. */
export function songElements(page: Page): Promise<{ id: string | null; playing: boolean; volume: number; crossOrigin: string | null; time: number }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAudioElement>('[data-testid="audio-elements"] audio')]
      .filter((element) => /\/(rest|media\/[^/]+)\/stream\b/.test(element.src))
      .map((element) => ({
        id: new URL(element.src).searchParams.get('id'),
        playing: !element.paused,
        volume: element.volume,
        crossOrigin: element.getAttribute('crossorigin'),
        time: element.currentTime,
      })),
  )
}

/** Opens the settings on the Audio page; returns the dialog. */
export async function openAudioSettings(page: Page) {
  await page.keyboard.press('Control+,')
  const dialog = page.getByRole('dialog', { name: /^Settings/ })
  await dialog.getByRole('navigation', { name: 'Settings pages' }).getByRole('button', { name: 'Audio' }).click()
  return dialog
}
