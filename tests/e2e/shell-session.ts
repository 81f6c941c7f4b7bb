import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { launchChromium, newPage } from './browser'
import type { ServerSong } from './test-server'
import { albumSongs, logInThroughForm } from './test-server'

/**
 * A page already signed in to the test Supysonic: app_store is seeded before the app starts
 * (password mode, the protocol Supysonic speaks), so a test starts on Home without the login form.
 */
export async function signedInPage(
  browser: Browser,
  server: { appUrl: string; user: string; password: string },
  options: BrowserContextOptions = {},
): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await newPage(browser, options)
  const password = `enc:${Buffer.from(server.password, 'utf8').toString('hex')}`
  const appStore = {
    state: {
      data: {
        isServerConfigured: true,
        url: server.appUrl,
        username: server.user,
        password,
        authType: 'password',
        protocolVersion: '1.10.2',
        serverType: 'supysonic',
      },
      pages: { showInfoPanel: true, hideRadiosSection: false },
    },
    version: 1,
  }
  await page.addInitScript((stored) => {
    if (localStorage.getItem('app_store') === null) localStorage.setItem('app_store', stored)
  }, JSON.stringify(appStore))
  return { page, errors }
}

/** A REST call straight to the test server (ids for album and artist pages). */
export async function restCall(
  server: { appUrl: string; user: string; password: string },
  method: string,
  params: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  const query = new URLSearchParams({ u: server.user, p: server.password, v: '1.10.2', c: 'tonearm-e2e', f: 'json', ...params })
  const reply = await fetch(`${server.appUrl}/rest/${method}?${query}`)
  const body = (await reply.json()) as { 'subsonic-response': Record<string, unknown> }
  return body['subsonic-response']
}

/**
 * One Chromium for the test file (launched before its tests, closed after them) and the songs of
 * the album `title` on the test server: `const chromium = chromiumForFile('Blue Hours')`, then
 * `chromium.browser` and `chromium.songs` inside the tests.
 */
export function chromiumForFile(title: string): { readonly browser: Browser; readonly songs: ServerSong[] } {
  let browser: Browser | undefined
  let songs: ServerSong[] = []
  beforeAll(async () => {
    browser = await launchChromium()
    songs = await albumSongs(title)
  })
  afterAll(async () => {
    await browser?.close()
  })
  return {
    get browser() {
      if (!browser) throw new Error('Chromium is not started yet (chromiumForFile starts it in beforeAll)')
      return browser
    },
    get songs() {
      return songs
    },
  }
}

/** A fresh page signed in through the login form, as a user does. */
export async function pageLoggedInThroughForm(browser: Browser, options: BrowserContextOptions = {}): Promise<{ page: Page; errors: string[] }> {
  const opened = await newPage(browser, options)
  await logInThroughForm(opened.page)
  return opened
}
