import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { chromium } from 'playwright-core'
import { afterAll, beforeAll, inject } from 'vitest'
import type { ServerSong } from './test-server'
import { albumSongs, logInThroughForm, rest, server } from './test-server'

/**
 * What every e2e file sets up: the chain's Chromium (one per chain of files, started by
 * global-setup.ts; a file connects to it), and pages, signed in or not.
 */

/**
 * The chain's Chromium for this file (connected before its tests, disconnected after them, which
 * closes the contexts the file made) and, given an album `title`, its songs on the test server:
 * `const chromium = chromiumForFile()`, then `chromium.browser` (and `chromium.songs`) in the tests.
 */
export function chromiumForFile(title?: string): { readonly browser: Browser; readonly songs: ServerSong[] } {
  let browser: Browser | undefined
  let songs: ServerSong[] = []
  beforeAll(async () => {
    browser = await chromium.connect(inject('browserEndpoint'))
    if (title !== undefined) songs = await albumSongs(title)
  })
  afterAll(async () => {
    await browser?.close()
  })
  return {
    get browser() {
      if (!browser) throw new Error('Chromium is not connected yet (chromiumForFile connects in beforeAll)')
      return browser
    },
    get songs() {
      return songs
    },
  }
}

/** A fresh page that fails the test on any uncaught page error (`options`: zoom, motion…). */
export async function newPage(browser: Browser, options: BrowserContextOptions = {}): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  return { page, errors }
}

/** A fresh page signed in through the login form, as a user does; `via`: a fault proxy in front of the app. */
export async function pageLoggedInThroughForm(browser: Browser, options: BrowserContextOptions = {}, via: string = server.appUrl): Promise<{ page: Page; errors: string[] }> {
  const opened = await newPage(browser, options)
  await logInThroughForm(opened.page, via)
  return opened
}

/**
 * A page already signed in to the test Supysonic: app_store is seeded before the app starts
 * (password mode, the protocol Supysonic speaks), so a test starts on Home without the login form.
 */
export async function signedInPage(
  browser: Browser,
  target: { appUrl: string; user: string; password: string } = server,
  options: BrowserContextOptions = {},
): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await newPage(browser, options)
  const password = `enc:${Buffer.from(target.password, 'utf8').toString('hex')}`
  const appStore = {
    state: {
      data: {
        isServerConfigured: true,
        url: target.appUrl,
        username: target.user,
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

/**
 * A fresh page signed in from stored settings (signedInPage), on Home: for a test about something
 * other than the login form (login-journey.test.ts signs in through it), without filling it in.
 */
export async function signedInHome(browser: Browser, options: BrowserContextOptions = {}): Promise<{ page: Page; errors: string[] }> {
  const opened = await signedInPage(browser, server, options)
  await opened.page.goto(server.appUrl)
  await opened.page.getByRole('heading', { name: 'Home', level: 1 }).waitFor()
  return opened
}

/** A REST call straight to the test server (ids for album and artist pages). */
export async function restCall(
  target: { appUrl: string; user: string; password: string },
  method: string,
  params: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  const query = new URLSearchParams({ u: target.user, p: target.password, v: '1.10.2', c: 'tonearm-e2e', f: 'json', ...params })
  const reply = await fetch(`${target.appUrl}/rest/${method}?${query}`)
  const body = (await reply.json()) as { 'subsonic-response': Record<string, unknown> }
  return body['subsonic-response']
}

/**
 * A playlist made on the test server for a test: named `name`, holding `songs` in that order.
 * Returns its id, and `held()`: the titles the server holds now, in its order.
 */
export async function playlistOnServer(name: string, songs: readonly { readonly id: string }[]): Promise<{ readonly id: string; readonly held: () => Promise<string[]> }> {
  await rest('createPlaylist', { name })
  const list = await rest<{ playlists: { playlist: { id: string; name: string }[] } }>('getPlaylists')
  const id = list.playlists.playlist.find((entry) => entry.name === name)?.id
  if (!id) throw new Error(`The playlist ${name} was not created`)
  for (const song of songs) await rest('updatePlaylist', { playlistId: id, songIdToAdd: song.id })
  const held = async () => (await rest<{ playlist: { entry?: { title: string }[] } }>('getPlaylist', { id })).playlist.entry?.map((song) => song.title) ?? []
  return { id, held }
}

/**
 * Signs in through the form to `address` once the Service Worker controls the page (it is
 * registered when the page is idle and takes control at once: clients.claim).
 */
export async function signInControlled(page: Page, address: string): Promise<void> {
  await page.goto(server.appUrl)
  await page.waitForURL('**/server-config')
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
  await page.getByLabel('Server URL').fill(address)
  await page.getByLabel('Username').fill(server.user)
  await page.getByLabel('Password').fill(server.password)
  await page.getByRole('button', { name: 'Connect' }).click()
  await page.getByRole('button', { name: 'Continue anyway' }).click()
  await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor()
}

/** The ids kept in Cache Storage under `root` (`offline`: songs, `offline-covers`: covers), read from `<root>/<server key>/<id>/…`. */
const idsKeptUnder = (page: Page, root: string): Promise<string[]> =>
  page.evaluate(async (under) => {
    if (!(await caches.has('tonearm-offline-v1'))) return []
    const keys = await (await caches.open('tonearm-offline-v1')).keys()
    return keys
      .map((request) => new URL(request.url).pathname.split('/'))
      .filter((parts) => parts[1] === under)
      .map((parts) => decodeURIComponent(parts[3] ?? ''))
  }, root)

/** The song ids kept in Cache Storage (the keys the worker answers streams from). */
export const keptIds = (page: Page): Promise<string[]> => idsKeptUnder(page, 'offline')

/** The cover ids kept in Cache Storage with kept items, once per size (the keys the worker answers covers from). */
export const keptCoverIds = (page: Page): Promise<string[]> => idsKeptUnder(page, 'offline-covers')
