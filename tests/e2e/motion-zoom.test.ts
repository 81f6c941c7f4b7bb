import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from './browser'
import { signedInPage } from './shell-session'
import { albumSongs, queueUp, server } from './test-server'

let browser: Browser
beforeAll(async () => {
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
})

/** A signed-in page on Home in a browser context with `options` (motion preference, zoom). */
async function homeWith(options: BrowserContextOptions): Promise<{ page: Page; errors: string[] }> {
  const opened = await signedInPage(browser, server, options)
  await opened.page.goto(server.appUrl)
  await opened.page.getByRole('heading', { name: 'Home', level: 1 }).waitFor()
  return opened
}

/**
 * CSS animations started while the settings dialog opens (counted by `animationstart` events, so a
 * short animation that ends before anyone looks is still seen), and the sidebar's transition.
 */
async function motionAfterOpeningSettings(page: Page): Promise<{ animations: number; sidebarTransition: string }> {
  await page.evaluate(() => {
    const counter = window as unknown as { animationsStarted: number }
    counter.animationsStarted = 0
    document.addEventListener('animationstart', () => (counter.animationsStarted += 1), true)
  })
  await page.keyboard.press('Control+,')
  await page.getByRole('dialog', { name: /^Settings/ }).waitFor()
  return page.evaluate(async () => {
    // Two frames after the dialog is in the DOM: any animation it declares has started by then.
    for (let frame = 0; frame < 2; frame += 1) await new Promise((next) => requestAnimationFrame(next))
    return {
      animations: (window as unknown as { animationsStarted: number }).animationsStarted,
      sidebarTransition: getComputedStyle(document.querySelector('.app-shell')!).transitionDuration,
    }
  })
}

describe('reduced motion and 200 % zoom', () => {
  it('with prefers-reduced-motion: reduce, dialogs open without animation and the sidebar does not slide', async () => {
    const still = await homeWith({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' })
    const moving = await homeWith({ viewport: { width: 1280, height: 800 }, reducedMotion: 'no-preference' })
    const [reduced, normal] = [await motionAfterOpeningSettings(still.page), await motionAfterOpeningSettings(moving.page)]
    // The same steps animate without the preference: the measure is real.
    expect(normal.animations).toBeGreaterThan(0)
    expect(normal.sidebarTransition).not.toBe('0s')
    expect(reduced).toEqual({ animations: 0, sidebarTransition: '0s' })
    await still.page.context().close()
    await moving.page.context().close()
  })

  it('at 200 % zoom (a 1280 × 800 window) every control Tab reaches is scrolled into view, player and palette included', async () => {
    const { page, errors } = await homeWith({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 })
    await queueUp(page, await albumSongs('Blue Hours'))
    const reached: string[] = []
    const hidden: string[] = []
    for (let press = 0; press < 200; press += 1) {
      await page.keyboard.press('Tab')
      const stop = await page.evaluate(() => {
        const element = document.activeElement
        if (!element || element === document.body) return null
        const box = element.getBoundingClientRect()
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? ''
        const inView = box.width > 0 && box.height > 0 && box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth
        // Back at an element already reached: Tab went round the whole page.
        const again = element.hasAttribute('data-tab-reached')
        element.setAttribute('data-tab-reached', '')
        return { name, inView, again }
      })
      if (!stop) continue
      if (stop.again) break
      reached.push(stop.name)
      if (!stop.inView) hidden.push(stop.name)
    }
    expect(hidden).toEqual([])
    // The sidebar, the header (palette), the page and the player bar are all on the way.
    for (const control of ['Albums', 'Search or run a command', 'Blue Hours', 'Play', 'Position in the song', 'Open or close the big player', 'Volume']) {
      expect({ control, reached: reached.some((name) => name.startsWith(control)) }).toEqual({ control, reached: true })
    }
    expect(errors).toEqual([])
    await page.context().close()
  })
})
