import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromiumForFile, playlistOnServer, signedInPage } from './session'
import { focused, tabTo, waitForFocus } from './keyboard'
import { albumSongs, queueUp, rest, server } from './test-server'

let page: Page
let errors: string[]

const chromium = chromiumForFile()
beforeAll(async () => {
  ;({ page, errors } = await signedInPage(chromium.browser, server))
})
afterAll(async () => {
})

async function home() {
  await page.goto(server.appUrl)
  await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor()
  await page.waitForLoadState('networkidle')
}

/** Runs a command through the palette (Ctrl+K, its title, Enter). */
async function fromPalette(title: string) {
  await page.keyboard.press('Control+k')
  await page.getByRole('combobox', { name: 'Command palette' }).waitFor()
  await page.keyboard.type(title)
  await page.getByRole('option', { name: title, selected: true }).waitFor()
  await page.keyboard.press('Enter')
}

describe('focus comes back when a dialog, menu or drawer closes', () => {
  it('to the element that had it, for dialogs opened by a shortcut, by the palette or from the palette', async () => {
    await home()
    await queueUp(page, await albumSongs('Blue Hours'))
    await tabTo(page, /^a: Albums$/)
    const openers: [string, () => Promise<void>, RegExp][] = [
      ['palette (Ctrl+K)', () => page.keyboard.press('Control+k'), /^Command palette$/],
      ['shortcuts (?)', () => page.keyboard.press('?'), /^Keyboard shortcuts$/],
      ['settings (Ctrl+,)', () => page.keyboard.press('Control+,'), /^Settings/],
      ['big player (F)', () => page.keyboard.press('f'), /^Player$/],
      ['about, from the palette', () => fromPalette('About Tonearm'), /^About Tonearm$/],
      ['settings, from the palette', () => fromPalette('Settings'), /^Settings/],
    ]
    const after: Record<string, string> = {}
    for (const [name, open, dialog] of openers) {
      await open()
      await page.getByRole('dialog', { name: dialog }).waitFor()
      await page.keyboard.press('Escape')
      await page.getByRole('dialog').waitFor({ state: 'detached' })
      await waitForFocus(page, /^a: Albums$/).catch(() => undefined)
      after[name] = await focused(page)
    }
    expect(after).toEqual(Object.fromEntries(openers.map(([name]) => [name, 'a: Albums'])))
    expect(errors).toEqual([])
  })

  it('to the main area when nothing had focus, never to the body', async () => {
    await home()
    expect(await focused(page)).toBe('body')
    await page.keyboard.press('?')
    await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
    await waitForFocus(page, /^main/)
    expect(await focused(page)).toMatch(/^main/)
  })

  it('to the menu button after a menu closes', async () => {
    await page.goto(`${server.appUrl}/library/songs`)
    await page.getByRole('grid').first().waitFor()
    await tabTo(page, /^button: Columns/)
    await page.keyboard.press('Enter')
    await page.getByRole('menu').waitFor()
    await page.keyboard.press('Escape')
    await page.getByRole('menu').waitFor({ state: 'detached' })
    await waitForFocus(page, /^button: Columns/)
    expect(await focused(page)).toMatch(/^button: Columns/)
  })

  it('to the neighbouring row after a playlist row is removed', async () => {
    const songs = await albumSongs('Blue Hours')
    const [first, second, third] = songs
    if (!first || !second || !third) throw new Error('Blue Hours needs three songs')
    const name = `Focus ${Date.now()}`
    const { id } = await playlistOnServer(name, [first, second, third])
    await page.goto(`${server.appUrl}/library/playlists/${encodeURIComponent(id)}`)
    const table = page.getByRole('grid', { name: new RegExp(name) })
    await table.getByRole('row', { name: new RegExp(`^${third.title}`) }).first().waitFor()
    await tabTo(page, new RegExp(`^row: ${first.title}`))
    await page.keyboard.press('ArrowDown')
    await waitForFocus(page, new RegExp(`^row: ${second.title}`))
    await page.keyboard.press('Delete')
    const confirm = page.getByRole('alertdialog')
    await confirm.waitFor()
    await tabTo(page, /^button: Remove/)
    await page.keyboard.press('Enter')
    await confirm.waitFor({ state: 'detached' })
    await table.getByRole('row', { name: new RegExp(`^${second.title}`) }).waitFor({ state: 'detached' })
    await waitForFocus(page, new RegExp(`^row: ${third.title}`))
    expect(await focused(page)).toMatch(new RegExp(`^row: ${third.title}`))
    await rest('deletePlaylist', { id })
    expect(errors).toEqual([])
  })
})
