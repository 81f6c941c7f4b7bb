import type { Page } from 'playwright-core'
import { inject } from 'vitest'

/** The Supysonic and the built app that tests/e2e/global-setup.ts started. */
export const server = { appUrl: inject('appUrl'), user: inject('serverUser'), password: inject('serverPassword') }

/** A song as the server sends it, with the fields the e2e tests read. */
export interface ServerSong {
  id: string
  title: string
  artist?: string
  album?: string
  albumId?: string
  starred?: string
  suffix?: string
  coverArt?: string
  size?: number
}

const hex = (text: string) => Buffer.from(text, 'utf8').toString('hex')

/** A Subsonic call straight to the test server (same origin as the app); throws unless ok. */
export async function rest<T>(method: string, params: Record<string, string> = {}): Promise<T> {
  const query = new URLSearchParams({ u: server.user, p: `enc:${hex(server.password)}`, v: '1.10.2', c: 'tonearm-e2e', f: 'json', ...params })
  const response = await fetch(`${server.appUrl}/rest/${method}?${query}`)
  const body = (await response.json()) as { 'subsonic-response': T & { status: string } }
  if (body['subsonic-response'].status !== 'ok') throw new Error(`${method} failed`)
  return body['subsonic-response']
}

/** The songs of the generated album named `title`, as the server lists them. */
export async function albumSongs(title: string): Promise<ServerSong[]> {
  const list = await rest<{ albumList2: { album: { id: string; name: string }[] } }>('getAlbumList2', { type: 'alphabeticalByName', size: '50' })
  const album = list.albumList2.album.find((entry) => entry.name === title)
  if (!album) throw new Error(`No album ${title}`)
  const reply = await rest<{ album: { song: ServerSong[] } }>('getAlbum', { id: album.id })
  return reply.album.song
}

/**
 * Logs in through the form, as a person does (Supysonic: password auth after the older-protocol
 * warning); `appUrl` may be a fault proxy in front of the app.
 */
export async function logInThroughForm(page: Page, appUrl = server.appUrl): Promise<void> {
  await page.goto(appUrl)
  await page.waitForURL('**/server-config')
  await page.getByLabel('Server URL').fill(appUrl)
  await page.getByLabel('Username').fill(server.user)
  await page.getByLabel('Password').fill(server.password)
  await page.getByRole('button', { name: 'Connect' }).click()
  await page.getByRole('button', { name: 'Continue anyway' }).click()
  await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor()
}

/** Puts `songs` in the stored queue (player, version 1) and reloads: the app restores it paused. */
export async function queueUp(page: Page, songs: readonly ServerSong[]): Promise<void> {
  await page.evaluate((list) => {
    const state = {
      playerState: { volume: 100, loopState: 0, isShuffleActive: false, mediaType: 'song', progress: 0 },
      songlist: { originalList: list, shuffledList: [], radioList: [], currentSongIndex: 0, originalSongIndex: 0 },
    }
    localStorage.setItem('player', JSON.stringify({ state, version: 1 }))
  }, songs)
  await page.reload()
  await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor()
}
