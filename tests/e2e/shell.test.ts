import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { chromiumForFile, signedInPage } from './session'

const server = { appUrl: inject('appUrl'), user: inject('serverUser'), password: inject('serverPassword') }

const chromium = chromiumForFile()

const shownTheme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme)
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.querySelector('.radix-themes')!).backgroundColor)

/** Ctrl+K, and wait for the search field (the palette's code may still be on its way). */
async function openPalette(page: Page) {
  await page.keyboard.press('Control+k')
  await page.getByRole('combobox', { name: 'Command palette' }).waitFor()
}

async function openHome(page: Page) {
  await page.goto(server.appUrl)
  await page.getByRole('heading', { level: 1 }).first().waitFor()
  await page.getByRole('navigation', { name: /./ }).first().waitFor()
}

describe('the keyboard-first shell in Chromium', () => {
  it('previews and switches the theme, switches the language and remaps a shortcut from the keyboard; a reload keeps them', async () => {
    const { page, errors } = await signedInPage(chromium.browser, server)
    await openHome(page)
    expect(await shownTheme(page)).toBe('dark')
    expect(await background(page)).toBe('rgb(17, 17, 19)')

    // Theme: palette → Change theme… → the highlighted theme is previewed; Escape reverts.
    await openPalette(page)
    const palette = page.getByRole('dialog', { name: 'Command palette' })
    await page.keyboard.type('Change theme')
    await page.keyboard.press('Enter')
    await palette.getByRole('group', { name: 'Themes' }).waitFor()
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => shownTheme(page)).toBe('black')
    await expect.poll(() => background(page)).toBe('rgb(0, 0, 0)')
    await page.keyboard.press('Escape')
    await expect.poll(() => shownTheme(page)).toBe('dark')
    await palette.getByRole('group', { name: 'Pages' }).waitFor()
    await page.keyboard.press('Escape')
    await palette.waitFor({ state: 'detached' })

    await openPalette(page)
    await page.keyboard.type('Change theme')
    await page.keyboard.press('Enter')
    await page.keyboard.type('dracula')
    await expect.poll(() => shownTheme(page)).toBe('dracula')
    await page.keyboard.press('Enter')
    await palette.waitFor({ state: 'detached' })
    await expect.poll(() => background(page)).toBe('rgb(40, 42, 54)')
    const accent = await page.evaluate(() => getComputedStyle(document.querySelector('.radix-themes')!).getPropertyValue('--accent-9').trim())
    expect(accent).not.toBe('')

    // Shortcut: record G then L for Go to Albums, and use it.
    await page.keyboard.press('?')
    const shortcuts = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
    await shortcuts.waitFor()
    await shortcuts.getByRole('button', { name: 'Record a shortcut for Go to Albums' }).click()
    await page.keyboard.press('g')
    await page.keyboard.press('l')
    await expect.poll(() => shortcuts.getByRole('row', { name: /^Go to Albums/ }).textContent()).toMatch(/^Go to AlbumsGthenL/)
    await page.keyboard.press('Escape')
    await shortcuts.waitFor({ state: 'detached' })
    await page.keyboard.press('g')
    await page.keyboard.press('l')
    await page.waitForURL('**/library/albums')
    await page.keyboard.press('g')
    await page.keyboard.press('h')
    await page.waitForURL(`${server.appUrl}/`)

    // Language: palette → Change language… → Deutsch; the interface text changes.
    await openPalette(page)
    await page.keyboard.type('Change language')
    await page.keyboard.press('Enter')
    await palette.getByRole('group', { name: 'Languages' }).waitFor()
    await page.keyboard.type('Deutsch')
    await page.keyboard.press('Enter')
    await page.getByRole('link', { name: 'Startseite' }).waitFor()
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de')
    await page.getByRole('button', { name: 'Befehlspalette öffnen' }).or(page.getByRole('button', { name: /Befehl/ })).first().waitFor()

    // A reload keeps theme, language and the remapped shortcut.
    await page.reload()
    await page.getByRole('link', { name: 'Startseite' }).waitFor()
    expect(await shownTheme(page)).toBe('dracula')
    await expect.poll(() => background(page)).toBe('rgb(40, 42, 54)')
    await page.keyboard.press('g')
    await page.keyboard.press('l')
    await page.waitForURL('**/library/albums')
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('keybindings'))) ?? '{}')).toEqual({
      state: { 'pages.albums': 'G L' },
      version: 1,
    })
    expect(errors).toEqual([])
  })

  it('never runs shortcuts while typing in a text field, and leaves G to the page when signed out', async () => {
    const { page, errors } = await signedInPage(chromium.browser, server)
    await openHome(page)
    await page.keyboard.press('Control+k')
    const input = page.getByRole('combobox', { name: 'Command palette' })
    await input.waitFor()
    await page.keyboard.type('ga?')
    expect(await input.inputValue()).toBe('ga?')
    // Escape comes after those keys: once it has closed the palette, they have all been handled.
    await page.keyboard.press('Escape')
    await input.waitFor({ state: 'detached' })
    expect(page.url()).toBe(`${server.appUrl}/`)
    expect(await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).count()).toBe(0)

    const { page: login } = await (async () => {
      const context = await chromium.browser.newContext()
      return { page: await context.newPage() }
    })()
    await login.goto(server.appUrl)
    await login.waitForURL('**/server-config')
    const prevented = await login.evaluate(() => {
      const event = new KeyboardEvent('keydown', { key: 'g', code: 'KeyG', bubbles: true, cancelable: true })
      document.body.dispatchEvent(event)
      return event.defaultPrevented
    })
    expect(prevented).toBe(false)
    expect(errors).toEqual([])
  })

  it('toggles the info panel, shows the about dialog and the server status', async () => {
    const { page, errors } = await signedInPage(chromium.browser, server)
    await openHome(page)
    const panel = page.getByRole('complementary', { name: 'Info' })
    await panel.waitFor()
    expect(await panel.textContent()).toContain(server.user)
    await page.keyboard.press('Control+i')
    await panel.waitFor({ state: 'detached' })
    expect(await page.getByRole('button', { name: 'Toggle info panel' }).getAttribute('aria-pressed')).toBe('false')
    await page.reload()
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    expect(await page.getByRole('complementary', { name: 'Info' }).count()).toBe(0)

    await openPalette(page)
    await page.keyboard.type('About Tonearm')
    await page.getByRole('option', { name: 'About Tonearm', selected: true }).waitFor()
    await page.keyboard.press('Enter')
    const about = page.getByRole('dialog', { name: 'About Tonearm' })
    await about.waitFor()
    await expect.poll(() => about.textContent()).toContain('0.8.3')
    await expect.poll(() => about.textContent()).toMatch(/supysonic/i)
    await expect.poll(() => about.textContent()).toContain('1.10.2')
    await page.keyboard.press('Escape')
    await about.waitFor({ state: 'detached' })

    await openPalette(page)
    await page.keyboard.type('Server status')
    await page.keyboard.press('Enter')
    const status = page.getByRole('dialog', { name: 'Server status' })
    await status.waitFor()
    await status.getByRole('button', { name: /Quick scan|Scanning/ }).waitFor()
    // The server's answer is in (a number of songs, not the loading skeleton), and it is no error.
    await expect.poll(() => status.textContent()).toMatch(/Songs\s*\d/)
    expect(await status.getByRole('alert').count()).toBe(0)
    await page.keyboard.press('Escape')
    await status.waitFor({ state: 'detached' })

    // The palette lists the commands last run from it first, also after a reload.
    await page.reload()
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    await openPalette(page)
    const recent = page.getByRole('group', { name: 'Recent' })
    await recent.waitFor()
    // Each option's text is its title then its shortcut (O S, O A).
    expect(await recent.getByRole('option').allTextContents()).toEqual([expect.stringMatching(/^Server status/), expect.stringMatching(/^About Tonearm/)])
    expect(errors).toEqual([])
  })

  it('says Tonearm is not for phones on a portrait mobile screen', async () => {
    const context = await chromium.browser.newContext({
      viewport: { width: 390, height: 844 },
      userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36',
    })
    const page = await context.newPage()
    await page.goto(server.appUrl)
    await page.getByRole('heading', { name: 'Tonearm is not available on mobile' }).waitFor()
    expect(await page.getByText('Please use a computer or a tablet.').count()).toBe(1)
    await context.close()
  })

  it('lets a portrait tablet in: the phone message is for screens narrower than 768 px', async () => {
    const context = await chromium.browser.newContext({
      viewport: { width: 800, height: 1280 },
      userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel Tablet) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36',
    })
    const page = await context.newPage()
    await page.goto(server.appUrl)
    await page.getByRole('button', { name: 'Connect' }).waitFor()
    expect(await page.getByRole('heading', { name: 'Tonearm is not available on mobile' }).count()).toBe(0)
    await context.close()
  })
})
