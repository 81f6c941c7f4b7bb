import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium, newPage } from './browser'
import type { ServerSong } from './test-server'
import { albumSongs, logInThroughForm, rest, server } from './test-server'

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

async function serverRating(albumId: string, songId: string): Promise<number | undefined> {
  const reply = await rest<{ album: { song: (ServerSong & { userRating?: number })[] } }>('getAlbum', { id: albumId })
  return reply.album.song.find((song) => song.id === songId)?.userRating
}

describe('listening features against a real Supysonic', () => {
  it('rates the focused row with keys 4 and 0, and the playing song from the player bar menu', async () => {
    const { page, errors } = await newPage(browser)
    await logInThroughForm(page)
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
    await page.getByRole('menuitemradio', { name: '2 of 5 stars', exact: true }).click()
    await row.getByRole('img', { name: '2 of 5 stars' }).waitFor()
    expect(await serverRating(albumId, song.id)).toBe(2)

    await rest('setRating', { id: song.id, rating: '0' })
    expect(errors).toEqual([])
  })
})
