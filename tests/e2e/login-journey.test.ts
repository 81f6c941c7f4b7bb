import { describe, expect, inject, it } from 'vitest'
import { chromiumForFile, newPage } from './session'
// @ts-expect-error plain ESM script without type declarations
import { ALBUMS as GENERATED_ALBUMS } from '../../scripts/supysonic/library.mjs'

const ALBUMS = GENERATED_ALBUMS as readonly { title: string; artist: string; hasCover: boolean }[]

const appUrl = inject('appUrl')
const user = inject('serverUser')
const password = inject('serverPassword')

const chromium = chromiumForFile()

describe('logging in to a real Supysonic and moving around', () => {
  it('refuses a wrong password and stays on the login page', async () => {
    const { page, errors } = await newPage(chromium.browser)
    await page.goto(appUrl)
    await page.waitForURL('**/server-config')
    await page.getByLabel('Server URL').fill(appUrl)
    await page.getByLabel('Username').fill(user)
    await page.getByLabel('Password').fill('not-the-password')
    await page.getByRole('button', { name: 'Connect' }).click()
    await expect.poll(() => page.getByRole('main').getByRole('alert').textContent()).toContain('Wrong username or password.')
    expect(page.url()).toMatch(/\/server-config$/)
    const stored = await page.evaluate(() => localStorage.getItem('app_store'))
    expect(stored === null || !JSON.parse(stored).state.data.isServerConfigured).toBe(true)
    expect(errors).toEqual([])
  })

  it('logs in (token refused, password accepted), warns of the older protocol, and drives the app by keyboard', async () => {
    const { page, errors } = await newPage(chromium.browser)
    await page.goto(appUrl)
    await page.waitForURL('**/server-config')

    await page.getByLabel('Server URL').fill(appUrl)
    await page.getByLabel('Username').fill(user)
    await page.getByLabel('Password').fill(password)
    const requests: string[] = []
    page.on('request', (request) => requests.push(request.url()))
    await page.getByRole('button', { name: 'Connect' }).click()

    const warning = page.getByRole('alertdialog', { name: 'Older server protocol' })
    await warning.waitFor()
    expect(await warning.textContent()).toContain('1.10.2')
    const pings = requests.filter((url) => url.includes('/rest/ping.view') && url.includes(`u=${user}`))
    expect(pings.some((url) => /[?&]t=[0-9a-f]{32}/.test(url) && /[?&]s=[0-9a-f]+/.test(url))).toBe(true)
    expect(pings.some((url) => url.includes('p=enc%3A') || url.includes('p=enc:'))).toBe(true)

    await page.getByRole('button', { name: 'Continue anyway' }).click()
    await page.waitForURL(`${appUrl}/`)
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor()
    const recentlyAdded = page.getByRole('region', { name: 'Recently added' })
    for (const album of ALBUMS) {
      await recentlyAdded.getByRole('link', { name: `${album.title} ${album.artist}` }).waitFor()
    }
    // Server text is text, never HTML: the album named with tags shows its tags.
    const htmlAlbum = ALBUMS.find((album) => album.title.includes('<b>'))
    expect(htmlAlbum).toBeDefined()
    expect(await recentlyAdded.getByText(htmlAlbum!.title, { exact: true }).count()).toBe(1)
    const covers = await recentlyAdded.locator('img').evaluateAll((images) =>
      images.map((image) => ({ src: (image as HTMLImageElement).src, loaded: (image as HTMLImageElement).naturalWidth > 0 })),
    )
    // The server's cover address, or the Service Worker's credential-free one once it controls the page.
    expect(covers.filter((cover) => /\/(rest|media\/o[0-9a-f]{8})\/getCoverArt\?/.test(cover.src)).length).toBe(ALBUMS.filter((a) => a.hasCover).length)

    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('app_store'))) ?? '{}')
    expect(stored.version).toBe(1)
    expect(stored.state.data).toMatchObject({ isServerConfigured: true, authType: 'password', protocolVersion: '1.10.2' })
    // Credentials at rest: the enc: value is sealed; nothing in local storage gives the password.
    expect(stored.state.data.password).toMatch(/^sealed:v1:/)
    const everything = await page.evaluate(() => Object.entries(localStorage).flat().join('\n'))
    const hex = Array.from(new TextEncoder().encode(password), (byte) => byte.toString(16).padStart(2, '0')).join('')
    expect(everything).not.toContain(password)
    expect(everything).not.toContain(hex)
    expect(everything).not.toContain('enc:')

    const toggle = page.getByRole('button', { name: 'Toggle sidebar' })
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    await page.keyboard.press('Control+b')
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false')
    expect(await page.locator('.app-shell').getAttribute('data-sidebar')).toBe('collapsed')
    await page.keyboard.press('Control+b')
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true')

    await page.keyboard.press('Control+k')
    const palette = page.getByRole('dialog', { name: 'Command palette' })
    await palette.waitFor()
    await page.keyboard.type('Go to Albums')
    await page.keyboard.press('Enter')
    await page.waitForURL('**/library/albums')
    await palette.waitFor({ state: 'detached' })

    await page.reload()
    await page.getByRole('heading', { name: 'Albums', level: 1 }).waitFor()
    expect(page.url()).toMatch(/\/library\/albums$/)

    // The key is gone (site data cleared, a copied profile): asked to sign in again, server kept.
    await page.evaluate(
      () => new Promise((resolve, reject) => Object.assign(indexedDB.deleteDatabase('tonearm-keys'), { onsuccess: resolve, onerror: reject, onblocked: resolve })),
    )
    await page.reload()
    await page.waitForURL('**/server-config')
    const unlockFailed = page.getByRole('status').filter({ hasText: 'Your saved sign-in could not be unlocked on this device. Please sign in again.' })
    await unlockFailed.first().waitFor()
    expect(await unlockFailed.count()).toBe(1)
    expect(await page.getByLabel('Username').inputValue()).toBe(user)
    await page.getByLabel('Password').fill(password)
    await page.getByRole('button', { name: 'Connect', exact: true }).click()
    await page.getByRole('button', { name: 'Continue anyway' }).click()
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor()

    await page.getByRole('button', { name: 'Log out' }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Log out?' })
    await confirm.waitFor()
    await confirm.getByRole('button', { name: 'Log out' }).click()
    await page.waitForURL('**/server-config')
    const after = JSON.parse((await page.evaluate(() => localStorage.getItem('app_store'))) ?? '{}')
    expect(after.state.data).toMatchObject({ isServerConfigured: false, url: '', password: '', protocolVersion: '1.16.0' })
    expect(errors).toEqual([])
  })
})
