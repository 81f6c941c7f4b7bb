import { describe, expect, it } from 'vitest'
import { chromiumForFile, newPage, signedInHome } from './session'
import type { ServerSong } from './test-server'
import { albumSongs, logInThroughForm, rest, server } from './test-server'
import { mediaServerKey } from '../../src/api/core/media-route'
// @ts-expect-error plain ESM script without type declarations
import { TRACKS as GENERATED_TRACKS } from '../../scripts/supysonic/library.mjs'

const TRACKS = GENERATED_TRACKS as readonly { title: string; genre: string }[]

/** The queue the app stored (the songs' titles, in order). */
/**
 * The titles of the stored queue's original list. The queue is no longer in the `player` local
 * storage entry: it is the `queue` document in IndexedDB (`tonearm`/`documents`, JSON text, songs
 * by column; a column is its values or a dictionary and an index per song).
 */
async function storedQueue(page: import('playwright-core').Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('tonearm', 1)
        open.onupgradeneeded = () => open.result.createObjectStore('documents')
        open.onerror = () => reject(open.error ?? new Error('IndexedDB did not open'))
        open.onsuccess = () => {
          const db = open.result
          const request = db.transaction('documents', 'readonly').objectStore('documents').get('queue')
          request.onerror = () => reject(request.error ?? new Error('could not read the queue'))
          request.onsuccess = () => {
            db.close()
            const raw: unknown = request.result
            const stored = (typeof raw === 'string' ? JSON.parse(raw) : (raw ?? {})) as {
              songCount?: number
              songs?: { title?: { values: string[] } | { dictionary: string[]; indexes: number[] } }
            }
            const titles = stored.songs?.title
            if (!titles) return resolve([])
            resolve('values' in titles ? titles.values : titles.indexes.map((index) => titles.dictionary[index]!))
          }
        }
      }),
  )
}

const chromium = chromiumForFile()

async function serverRating(albumId: string, songId: string): Promise<number | undefined> {
  const reply = await rest<{ album: { song: (ServerSong & { userRating?: number })[] } }>('getAlbum', { id: albumId })
  return reply.album.song.find((song) => song.id === songId)?.userRating
}

describe('listening features against a real Supysonic', () => {
  it('rates the focused row with keys 4 and 0, the playing song from the player bar menu, filters the album by rating; albums are not rated', async () => {
    const { page, errors } = await signedInHome(chromium.browser)
    const songs = await albumSongs('Voltage Garden')
    const song = songs[0]!
    const albumId = song.albumId!
    await page.goto(`${server.appUrl}/library/albums/${encodeURIComponent(albumId)}`)
    const row = page.getByRole('row', { name: new RegExp(`^${song.title}`) })
    await row.click({ position: { x: 8, y: 8 } })
    await expect.poll(() => row.getAttribute('aria-selected')).toBe('true')

    await page.keyboard.press('4')
    await row.getByRole('img', { name: '4 of 5 stars' }).waitFor()
    expect(await serverRating(albumId, song.id)).toBe(4)
    await page.keyboard.press('0')
    await expect.poll(() => row.getByRole('img', { name: /of 5 stars/ }).count()).toBe(0)
    expect(await serverRating(albumId, song.id)).toBeUndefined()

    await page.keyboard.press('Enter')
    const bar = page.getByRole('region', { name: 'Player' })
    await expect.poll(() => bar.textContent()).toContain(song.title)
    await bar.getByRole('button', { name: 'Song menu' }).click()
    await page.getByRole('menuitemradio', { name: 'Rate 2 stars', exact: true }).click()
    await row.getByRole('img', { name: '2 of 5 stars' }).waitFor()
    expect(await serverRating(albumId, song.id)).toBe(2)

    // Rating ≥ 2 keeps the one song rated, announced as "1 of N songs".
    await page.getByRole('button', { name: 'Filter by rating', exact: true }).click()
    await page.getByRole('menuitemradio', { name: '2 stars or more' }).click()
    await page.getByText(`2 stars or more · 1 of ${songs.length} songs`).waitFor()
    await expect.poll(() => page.getByRole('row').count()).toBe(2)

    // Supysonic does not rate albums: no stars on the album page, and keys in its headline send nothing.
    const rated: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname.endsWith('/setRating')) rated.push(url.searchParams.get('id') ?? '')
    })
    expect(await page.getByRole('button', { name: /^Album rating/ }).count()).toBe(0)
    await page.getByRole('button', { name: 'Like album' }).focus()
    await page.keyboard.press('3')
    await row.click({ position: { x: 8, y: 8 } })
    await page.keyboard.press('5')
    await row.getByRole('img', { name: '5 of 5 stars' }).waitFor()
    expect(rated).toEqual([song.id])

    await rest('setRating', { id: song.id, rating: '0' })
    expect(errors).toEqual([])
  })

  it('Instant mix on Supysonic (no getSimilarSongs2): the focused song, then songs of its genre, without an error', async () => {
    const { page, errors } = await signedInHome(chromium.browser)
    const song = (await albumSongs('Voltage Garden'))[1]!
    await page.goto(`${server.appUrl}/library/albums/${encodeURIComponent(song.albumId!)}`)
    const row = page.getByRole('row', { name: new RegExp(`^${song.title}`) })
    await row.click({ position: { x: 8, y: 8 } })
    await expect.poll(() => row.getAttribute('aria-selected')).toBe('true')
    await page.keyboard.press('Shift+M')
    await expect.poll(() => page.getByRole('region', { name: 'Player' }).textContent()).toContain(song.title)
    await expect.poll(async () => (await storedQueue(page)).length).toBeGreaterThan(1)
    const queue = await storedQueue(page)
    expect(queue[0]).toBe(song.title)
    const genre = TRACKS.find((track) => track.title === song.title)!.genre
    expect(queue.filter((title) => TRACKS.find((track) => track.title === title)?.genre !== genre)).toEqual([])
    expect(errors).toEqual([])
  })

  it('Shuffle all songs from the palette queues the whole (small) library once, in random order', async () => {
    const { page, errors } = await signedInHome(chromium.browser)
    await page.keyboard.press('Control+K')
    await page.keyboard.type('Shuffle all songs')
    await page.getByRole('option', { name: /Shuffle all songs/ }).click()
    await expect.poll(async () => (await storedQueue(page)).length).toBe(TRACKS.length)
    const queue = await storedQueue(page)
    expect(new Set(queue).size).toBe(TRACKS.length)
    await expect.poll(() => page.getByRole('region', { name: 'Player' }).textContent()).toContain(queue[0]!)
    expect(errors).toEqual([])
  })

  it('Supysonic has no play queue calls: asked once at start-up, then never, and nothing is shown', async () => {
    const { page, errors } = await newPage(chromium.browser)
    const calls: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      const method = url.pathname.split('/').pop() ?? ''
      if (/PlayQueue/.test(method)) calls.push(method)
      if (url.searchParams.has('marker')) calls.push('marker')
    })
    await logInThroughForm(page)
    await page.keyboard.press('Shift+X')
    const bar = page.getByRole('region', { name: 'Player' })
    await bar.getByRole('button', { name: 'Pause' }).click()
    await bar.getByRole('button', { name: 'Next song' }).click()
    await page.evaluate(() => window.dispatchEvent(new Event('pagehide')))
    // A marker request after every trigger: a save would have been sent before it.
    await page.evaluate(() => void fetch('/rest/ping?marker=1'))
    await expect.poll(() => calls.at(-1)).toBe('marker')
    expect(calls).toEqual(['getPlayQueue', 'marker'])
    expect(await page.getByRole('region', { name: 'Play queue on another device' }).count()).toBe(0)
    // No error toast (the login's "Server saved." may still show).
    expect(await page.getByRole('region', { name: 'Notifications' }).locator('[data-accent-color="red"]').count()).toBe(0)
    expect(errors).toEqual([])
  })

  it('two accounts saved: each keeps its queue, and after a switch every request, cover included, is the chosen account’s', async () => {
    const second = { user: 'e2e-second', password: 'second-pass' }
    await rest('createUser', { username: second.user, password: second.password, email: 'second@example.org' })
    try {
      const { page, errors } = await newPage(chromium.browser)
      const users: string[] = []
      // A cover or stream through the Service Worker names its account by the server key of its address.
      const account = (username: string) => ({ url: server.appUrl, protocolVersion: '1.10.2', credentials: { authType: 'password' as const, username, password: '' } })
      const userOfKey = new Map([server.user, second.user].map((username) => [mediaServerKey(account(username), new URL(server.appUrl).origin), username]))
      page.on('request', (request) => {
        const url = new URL(request.url())
        const key = /\/media\/([ox][0-9a-f]{8})\//.exec(url.pathname)?.[1]
        const user = key ? (userOfKey.get(key) ?? `unknown key ${key}`) : url.searchParams.get('u')
        if (user !== null) users.push(`${url.pathname.split('/').pop()}:${user}`)
      })
      await logInThroughForm(page)
      await page.keyboard.press('Shift+X')
      const bar = page.getByRole('region', { name: 'Player' })
      await bar.getByRole('button', { name: 'Pause' }).click()
      await expect.poll(async () => (await storedQueue(page)).length).toBe(TRACKS.length)

      await page.keyboard.press('Control+K')
      await page.keyboard.type('Add a server')
      await page.getByRole('option', { name: 'Add a server…' }).click()
      await page.waitForURL('**/server-config')
      await page.getByRole('button', { name: /^Connect to 127\.0\.0\.1:/ }).waitFor()
      await page.getByLabel('Server URL').fill(server.appUrl)
      const onSecond = users.length
      await page.getByLabel('Username').fill(second.user)
      await page.getByLabel('Password').fill(second.password)
      await page.getByRole('button', { name: 'Connect', exact: true }).click()
      await page.getByRole('button', { name: 'Continue anyway' }).click()
      await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor()
      // The second account starts with an empty queue and its own covers.
      await expect.poll(() => users.slice(onSecond).filter((entry) => entry.startsWith('getCoverArt')).length).toBeGreaterThan(0)
      expect(await storedQueue(page)).toEqual([])
      // (The login's probe carries no user at all.)
      expect(users.slice(onSecond).filter((entry) => entry.endsWith(`:${server.user}`))).toEqual([])

      await page.keyboard.press('Control+K')
      await page.keyboard.type('Switch server')
      await page.getByRole('option', { name: 'Switch server…' }).click()
      const backOnFirst = users.length
      // Listened for before the click: the switch reloads the page, which may finish before the click's own wait does.
      const reloaded = page.waitForEvent('load')
      await page.getByRole('option', { name: new RegExp(`${server.user} · `) }).click()
      await reloaded
      await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor()
      // The first account's queue is back, paused; every request is the first account's.
      await expect.poll(async () => (await storedQueue(page)).length).toBe(TRACKS.length)
      await bar.getByRole('button', { name: 'Play', exact: true }).waitFor()
      await expect.poll(() => users.slice(backOnFirst).filter((entry) => entry.startsWith('getCoverArt')).length).toBeGreaterThan(0)
      expect(users.slice(backOnFirst).filter((entry) => entry.endsWith(`:${second.user}`))).toEqual([])
      expect(errors).toEqual([])
    } finally {
      await rest('deleteUser', { username: second.user })
    }
  })
})
