import type { BrowserContextOptions, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { chromiumForFile, signedInPage } from './session'
import { albumSongs, queueUp, server } from './test-server'

const chromium = chromiumForFile()

/** A signed-in page on Home in a browser context with `options` (motion preference, zoom). */
async function homeWith(options: BrowserContextOptions): Promise<{ page: Page; errors: string[] }> {
  const opened = await signedInPage(chromium.browser, server, options)
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

  it.each([
    { how: 'page zoom (a 640 × 400 CSS px viewport at device scale 2)', options: { viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 }, textSize: 16 },
    { how: 'text zoom (the browser’s text size at 32 px: root font size 200 percent)', options: { viewport: { width: 1280, height: 800 } }, textSize: 32 },
  ])('at 200 percent $how, every control Tab reaches is in view, the info panel included; header and player controls neither overlap nor clip', async ({ options, textSize }) => {
    const { page, errors } = await signedInPage(chromium.browser, server, options)
    // The browser's own text size setting (what WCAG 1.4.4 text resizing means), not a style of the page.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: textSize, fixed: Math.round(textSize * 0.8125) } })
    await page.goto(server.appUrl)
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor()
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(`${textSize}px`)
    await queueUp(page, await albumSongs('Blue Hours'))
    // No room for the info panel's column: Mod+I opens it as a drawer, which Tab must reach.
    await page.keyboard.press('Control+i')
    await page.getByRole('complementary', { name: 'Info' }).waitFor()

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
    // The sidebar, the header (palette), the page, the info panel and the player bar are all on the way.
    for (const control of ['Albums', 'Search or run a command', 'Blue Hours', 'Hide info panel', 'Play', 'Position in the song', 'Open or close the big player', 'Volume']) {
      expect({ control, reached: reached.some((name) => name.startsWith(control)) }).toEqual({ control, reached: true })
    }

    // The header's and the player bar's controls: each whole inside the window and its bar, none over another.
    const faults = await page.evaluate(() => {
      const found: string[] = []
      const bars = [document.querySelector('.app-header'), document.querySelector('.player-bar')]
      for (const bar of bars) {
        if (!bar) {
          found.push('a bar is missing')
          continue
        }
        const area = bar.getBoundingClientRect()
        const controls = [...bar.querySelectorAll<HTMLElement>('button, a[href], input, [role="slider"]')].filter((control) => {
          const box = control.getBoundingClientRect()
          return box.width > 1 && box.height > 1 && !control.closest('.visually-hidden')
        })
        const name = (control: HTMLElement) => control.getAttribute('aria-label') ?? control.textContent?.trim().slice(0, 30) ?? control.tagName
        for (const control of controls) {
          const box = control.getBoundingClientRect()
          const inside = (outer: DOMRect) => box.left >= outer.left - 1 && box.right <= outer.right + 1 && box.top >= outer.top - 1 && box.bottom <= outer.bottom + 1
          if (!inside(new DOMRect(0, 0, innerWidth, innerHeight))) found.push(`${name(control)} is cut by the window`)
          if (!inside(area)) found.push(`${name(control)} spills out of its bar`)
        }
        controls.forEach((one, index) => {
          for (const other of controls.slice(index + 1)) {
            if (one.contains(other) || other.contains(one)) continue
            const [a, b] = [one.getBoundingClientRect(), other.getBoundingClientRect()]
            const overlap = Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 && Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1
            if (overlap) found.push(`${name(one)} overlaps ${name(other)}`)
          }
        })
      }
      return found
    })
    expect(faults).toEqual([])
    expect(errors).toEqual([])
    await page.screenshot({ path: `.tmp/zoom-200-${textSize}.png` })
    await page.context().close()
  })
})
