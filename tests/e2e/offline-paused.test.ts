import type { Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { FaultProxy } from '../faults/fault-proxy'
import { startFaultProxy } from '../faults/fault-proxy'
// @ts-expect-error plain ESM script without type declarations
import { startSupysonic } from '../../scripts/supysonic/server.mjs'
import { chromiumForFile, newPage, restCall, signInControlled } from './session'
import type { ServerSong } from './test-server'
import { server } from './test-server'

/**
 * Starting while the server is stopped (issue 28's proof, docs/offline.md): a Supysonic of this
 * file's own (the chain's is shared with the other files) keeps an album offline, then its
 * process is paused (SIGSTOP): it accepts connections and never answers, as a machine that is
 * paused or asleep. The page reloaded opens signed in at once, the start-up check under way
 * (the account keeps something), shows the kept album and its rows before the check gives up,
 * plays it and seeks inside a song; a like made meanwhile reaches
 * the server once the process goes on (SIGCONT). The fault proxy in front of it only adds the
 * CORS headers Navidrome sends, so that the page can read the streams it keeps.
 */
interface OwnSupysonic {
  readonly url: string
  readonly user: string
  readonly password: string
  readonly pid: number
  stop(): Promise<void>
}

const chromium = chromiumForFile()
let own: OwnSupysonic | undefined
let proxy: FaultProxy | undefined
let paused = false

beforeAll(async () => {
  own = (await startSupysonic({ user: server.user, password: server.password })) as OwnSupysonic
  proxy = await startFaultProxy(own.url, { cors: 'navidrome' })
})
/** The server goes on, whatever the test did. */
const resume = () => {
  if (paused && own) process.kill(own.pid, 'SIGCONT')
  paused = false
}
afterEach(resume)
afterAll(async () => {
  resume()
  await proxy?.stop()
  await own?.stop()
})

const pause = () => {
  process.kill(own!.pid, 'SIGSTOP')
  paused = true
}
/** A Subsonic call straight to this file's Supysonic (never while it is paused). */
const ownRest = async <T,>(method: string, params: Record<string, string> = {}): Promise<T> => {
  const reply = await restCall({ appUrl: own!.url, user: own!.user, password: own!.password }, method, params)
  if (reply.status !== 'ok') throw new Error(`${method} failed`)
  return reply as T
}
async function ownAlbumSongs(title: string): Promise<ServerSong[]> {
  const list = await ownRest<{ albumList2: { album: { id: string; name: string }[] } }>('getAlbumList2', { type: 'alphabeticalByName', size: '50' })
  const album = list.albumList2.album.find((entry) => entry.name === title)
  if (!album) throw new Error(`No album ${title}`)
  return (await ownRest<{ album: { song: ServerSong[] } }>('getAlbum', { id: album.id })).album.song
}
const starredIds = async () => (await ownRest<{ starred: { song?: { id: string }[] } }>('getStarred')).starred.song?.map((song) => song.id) ?? []

const bar = (page: Page) => page.getByRole('region', { name: 'Player' })

/** The audio element that is playing: its song id and time. */
const playing = (page: Page) =>
  page.evaluate(() => {
    const element = [...document.querySelectorAll('audio')].find((audio) => !audio.paused)
    return element ? { id: new URL(element.src).searchParams.get('id'), time: element.currentTime } : null
  })
const playingId = async (page: Page) => (await playing(page))?.id ?? null
/** Moves the playing element to `seconds`; returns where it went. */
const seekTo = (page: Page, seconds: number) =>
  page.evaluate((to) => {
    const element = [...document.querySelectorAll('audio')].find((audio) => !audio.paused)!
    element.currentTime = to
    return element.currentTime
  }, seconds)

/**
 * In the page, before its scripts: records when each of these first shows (tonearmFirstShown):
 * `kept` a link to Blue Hours in Home's "Available offline", `rows` the row of `title` in an
 * album's song table, `unreachable` the header's "Server unreachable".
 */
function firstShown(title: string): void {
  const shown: Record<string, number> = {}
  ;(window as { tonearmFirstShown?: Record<string, number> }).tonearmFirstShown = shown
  const seen = {
    kept: () =>
      [...document.querySelectorAll('section[aria-labelledby]')].some(
        (section) => document.getElementById(section.getAttribute('aria-labelledby')!)?.textContent === 'Available offline' && [...section.querySelectorAll('a')].some((link) => link.textContent?.includes('Blue Hours')),
      ),
    rows: () => [...document.querySelectorAll('[role="grid"] tr')].some((row) => row.textContent?.includes(title)),
    unreachable: () => [...document.querySelectorAll('[role="status"]')].some((status) => status.textContent?.startsWith('Server unreachable')),
  }
  const look = () => {
    for (const [name, test] of Object.entries(seen)) if (!(name in shown) && test()) shown[name] = Date.now()
  }
  new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true })
}

describe('starting while the server process is paused (it never answers)', () => {
  it('opens signed in at once with the kept album, whose rows show before the start-up check gives up, plays it with a seek, and a like made meanwhile reaches the server once it goes on', { timeout: 180_000 }, async () => {
    const album = await ownAlbumSongs('Blue Hours')
    const [first, second] = album
    if (!first || !second) throw new Error('Blue Hours has fewer than 2 songs')
    if ((await starredIds()).includes(first.id)) await ownRest('unstar', { id: first.id })

    const { page, errors } = await newPage(chromium.browser)
    await signInControlled(page, proxy!.url)
    await page.goto(`${server.appUrl}/library/albums/${encodeURIComponent(first.albumId!)}`)
    await page.getByRole('heading', { name: 'Blue Hours', level: 1 }).waitFor()
    await page.getByRole('button', { name: 'Available offline' }).click()
    await page.getByRole('status').filter({ hasText: /^Kept offline/ }).waitFor({ timeout: 30_000 })

    pause()
    // When each thing first shows, as the page sees it: the kept album on Home, its rows on its
    // page, and the outage the start-up check ends with (the header's "Server unreachable").
    await page.addInitScript(firstShown, first.title)
    // Not waiting for the load event: an image the start asks of the paused server would hold it.
    await page.goto(server.appUrl, { waitUntil: 'commit' })
    // Signed in on Home, not the sign-in page: the kept album shows while the check is under way.
    const kept = page.getByRole('region', { name: 'Available offline' })
    await kept.getByRole('link', { name: /^Blue Hours/ }).waitFor({ timeout: 60_000 })
    expect(new URL(page.url()).pathname).toBe('/')
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor()
    await page.screenshot({ path: '.tmp/offline-home-checking.png' })

    // The kept album opens from what is kept, its rows at once, before the check has given up.
    await kept.getByRole('link', { name: /^Blue Hours/ }).click()
    await page.getByRole('heading', { name: 'Blue Hours', level: 1 }).waitFor()
    await page.getByRole('grid', { name: 'Songs' }).getByRole('row', { name: new RegExp(`^${first.title}`) }).waitFor({ timeout: 30_000 })
    // The page says it waits for the server's answer, not yet that the server cannot be reached.
    await page.getByText('Waiting for the server’s answer: shown as kept on this device.').waitFor({ timeout: 30_000 })
    // Then the check gives up: the outage is said, as at an offline start, and on the page.
    await page.getByRole('status').filter({ hasText: /^Server unreachable/ }).waitFor({ timeout: 60_000 })
    await page.getByText('The server cannot be reached: shown as kept on this device.').waitFor({ timeout: 30_000 })
    const shown = await page.evaluate(() => (window as { tonearmFirstShown?: Record<string, number> }).tonearmFirstShown ?? {})
    expect(Object.keys(shown).sort((one, other) => shown[one]! - shown[other]!)).toEqual(['kept', 'rows', 'unreachable'])
    expect(new URL(page.url()).pathname).toBe(`/library/albums/${encodeURIComponent(first.albumId!)}`)

    // The kept album plays from its first song; a seek inside it plays on from there.
    await page.getByRole('main').getByRole('button', { name: 'Play', exact: true }).click()
    await expect.poll(() => playingId(page), { timeout: 15_000 }).toBe(first.id)
    const inside = await seekTo(page, 2)
    await expect.poll(async () => (await playing(page))?.time ?? 0, { timeout: 15_000 }).toBeGreaterThan(inside)
    expect(await playingId(page)).toBe(first.id)

    // A like while the server never answers shows at once and is kept.
    const like = bar(page).getByRole('button', { name: 'Like', exact: true })
    await like.click()
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true')
    await page.getByRole('status').filter({ hasText: /^Server unreachable · 1 change waiting/ }).waitFor({ timeout: 60_000 })

    // The process goes on: the app's next ping finds it, and the like is sent.
    resume()
    await expect.poll(starredIds, { timeout: 60_000, interval: 500 }).toContain(first.id)
    await expect.poll(() => page.getByRole('status').filter({ hasText: /^Server unreachable/ }).count(), { timeout: 30_000 }).toBe(0)
    expect(errors).toEqual([])
    await ownRest('unstar', { id: first.id })
  })
})
