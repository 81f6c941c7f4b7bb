import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'
import { chromiumForFile, newPage, signedInPage } from './session'

const server = { appUrl: inject('appUrl'), user: inject('serverUser'), password: inject('serverPassword') }

const chromium = chromiumForFile()

/** Waits for the first Home cover on screen that has loaded (the frame's or the app's) and returns its centre. */
async function firstLoadedCover(page: Page): Promise<{ x: number; y: number }> {
  const handle = await page.waitForFunction(() => {
    // Loaded, and what the pointer meets at its centre (not clipped by its row, nor under the info panel).
    const centre = (img: HTMLImageElement) => {
      const box = img.getBoundingClientRect()
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 }
    }
    const cover = [...document.querySelectorAll<HTMLImageElement>('img.album-card-cover')].find((img) => {
      const { x, y } = centre(img)
      return img.complete && img.naturalWidth > 0 && document.elementFromPoint(x, y) === img
    })
    return cover ? centre(cover) : null
  }, undefined, { polling: 'raf', timeout: 20_000 })
  return (await handle.jsonValue())!
}

describe('a cold start, clicked the moment Home has a cover', () => {
  it("opens the album from one click on the first cover, made as soon as it has loaded: the click is never lost", async () => {
    const { page, errors } = await signedInPage(chromium.browser, server)
    await page.goto(server.appUrl, { waitUntil: 'commit' })
    const cover = await firstLoadedCover(page)
    await page.mouse.click(cover.x, cover.y)
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 2_000 }).toMatch(/^\/library\/albums\/[^/]+$/)
    await expect.poll(() => page.getByRole('grid').getByRole('row').count(), { timeout: 20_000 }).toBeGreaterThan(1)
    expect(errors).toEqual([])
    await page.close()
  })

  it("takes a click on the frame's cover while the app's code is still held back, and opens that album once it runs", async () => {
    const { page } = await signedInPage(chromium.browser, server)
    // Seals the stored credential (the app's first start), as a returning user's profile has it.
    await page.goto(server.appUrl)
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor()
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/assets/start-*.js', async (route) => {
      await gate
      await route.continue()
    })
    await page.reload({ waitUntil: 'commit' })
    const cover = await firstLoadedCover(page)
    expect(await page.locator('.start-frame').count()).toBe(1)
    // The album of the card under the pointer.
    const title = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('.start-frame .sf-card')?.querySelector('.sf-t')?.textContent, cover)
    expect(title).toBeTruthy()
    await page.mouse.click(cover.x, cover.y)
    // At once, with no module of the app run: the address is the album's.
    expect(await page.evaluate(() => [location.pathname, document.querySelectorAll('.start-frame .sf-main > *').length])).toEqual([expect.stringMatching(/^\/library\/albums\/[^/]+$/), 0])
    release()
    await page.getByRole('heading', { name: title!, level: 1 }).waitFor({ timeout: 20_000 })
    await page.close()
  })
})

describe('the layout frame index.html paints before any script', () => {
  it('shows the sidebar in the stored language and theme with no script of the app, hidden from assistive technology', async () => {
    const { page } = await signedInPage(chromium.browser, server)
    await page.addInitScript(() => {
      localStorage.setItem('language', JSON.stringify({ state: { langCode: 'de' }, version: 1 }))
      localStorage.setItem('theme', JSON.stringify({ state: { theme: 'light' }, version: 1 }))
    })
    // No module of the app ever runs: what shows is index.html alone.
    await page.route('**/assets/*.js', (route) => route.abort())
    await page.goto(server.appUrl)
    const frame = page.locator('.start-frame')
    await expect.poll(() => frame.isVisible()).toBe(true)
    expect(await frame.getAttribute('aria-hidden')).toBe('true')
    const labels = await frame.locator('[data-t]').allTextContents()
    expect(labels).toEqual(['Startseite', 'Suche', 'Mediathek', 'Künstler', 'Titel', 'Alben', 'Wiedergabelisten', 'Radiosender', 'Suchen oder Befehl ausführen…'])
    expect(await frame.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(255, 255, 255)')
    expect(await page.getByRole('navigation').count()).toBe(0)
    await page.close()
  })

  it("draws Home's rows from the server with no script of the app, the stored credential sealed: the albums' titles and their covers, loaded; nothing of Home on a deep link", async () => {
    const { page } = await signedInPage(chromium.browser, server)
    // The app's first start seals the stored credential (src/shell/vault); index.html opens it.
    await page.goto(server.appUrl)
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor()
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('app_store') ?? '{}').state?.data?.password)).toMatch(/^sealed:/)
    await page.route('**/assets/*.js', (route) => route.abort())
    await page.reload()
    const frame = page.locator('.start-frame')
    await expect.poll(() => frame.locator('section[aria-busy="false"]').count()).toBe(4)
    expect((await frame.locator('.sf-t').allTextContents()).filter(Boolean).length).toBeGreaterThan(0)
    // A server's cover (an album without one shows the placeholder sleeve), loaded.
    const cover = frame.locator('img.album-card-cover[src*="/rest/getCoverArt?"]').first()
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    // A deep link: the frame (drawn synchronously by the same inline script) shows neither Home's
    // rows nor Home as the current page, and Home's album lists are not asked for.
    const asked: string[] = []
    page.on('request', (request) => asked.push(request.url()))
    await page.goto(`${server.appUrl}/search?query=a`)
    await expect.poll(() => frame.isVisible()).toBe(true)
    expect(await frame.locator('.sf-main').evaluate((main) => main.childElementCount)).toBe(0)
    expect(await frame.locator('[data-t=home]').getAttribute('class')).not.toContain('sf-current')
    expect(asked.filter((url) => url.includes('/rest/getAlbumList2'))).toEqual([])
    await page.close()
  })

  it("answers Ctrl+K before the app's code has arrived with a palette field that takes typing, and the app's palette takes the text over", async () => {
    const { page } = await signedInPage(chromium.browser, server)
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/assets/index-*.js', async (route) => {
      await gate
      await route.continue()
    })
    // Neither 'load' nor DOMContentLoaded comes while the entry script is held back.
    await page.goto(server.appUrl, { waitUntil: 'commit' })
    await page.locator('.start-frame .sf-h1').waitFor()
    await page.keyboard.press('Control+k')
    const early = page.getByRole('dialog', { name: 'Command palette' }).getByRole('textbox', { name: 'Command palette' })
    await expect.poll(() => early.evaluate((input) => input === document.activeElement)).toBe(true)
    await page.keyboard.type('blue')
    expect(await early.inputValue()).toBe('blue')
    release()
    const palette = page.locator('[role="dialog"] [cmdk-input]')
    await expect.poll(() => palette.inputValue(), { timeout: 20_000 }).toBe('blue')
    expect(await page.locator('.early-palette').count()).toBe(0)
    expect(await palette.evaluate((input) => input === document.activeElement)).toBe(true)
    await page.close()
  })

  it("opens the palette from a click on the frame's search field made before the app's code has arrived", async () => {
    const { page } = await signedInPage(chromium.browser, server)
    let release = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/assets/index-*.js', async (route) => {
      await gate
      await route.continue()
    })
    await page.goto(server.appUrl, { waitUntil: 'commit' })
    await page.locator('.start-frame .sf-find').click()
    const early = page.getByRole('dialog', { name: 'Command palette' }).getByRole('textbox', { name: 'Command palette' })
    await expect.poll(() => early.evaluate((input) => input === document.activeElement)).toBe(true)
    release()
    const palette = page.locator('[role="dialog"] [cmdk-input]')
    await expect.poll(() => palette.evaluate((input) => input === document.activeElement), { timeout: 20_000 }).toBe(true)
    expect(await page.locator('.early-palette').count()).toBe(0)
    await page.close()
  })

  it('is replaced by the app on Home, and is not shown without a configured server (the login page is another layout)', async () => {
    const signedIn = await signedInPage(chromium.browser, server)
    await signedIn.page.goto(server.appUrl)
    await signedIn.page.getByRole('heading', { name: 'Home', level: 1 }).waitFor()
    expect(await signedIn.page.locator('.start-frame').count()).toBe(0)
    await signedIn.page.getByRole('navigation', { name: 'Sidebar' }).getByRole('link', { name: 'Songs' }).waitFor()
    await signedIn.page.close()

    const { page } = await newPage(chromium.browser)
    await page.route('**/assets/*.js', (route) => route.abort())
    await page.goto(server.appUrl)
    expect(await page.locator('.start-frame').count()).toBe(1)
    expect(await page.locator('.start-frame').isHidden()).toBe(true)
    await page.close()
  })
})
