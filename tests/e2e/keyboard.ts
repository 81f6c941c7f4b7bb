import type { Page } from 'playwright-core'

/** What has focus: its role-ish tag and accessible label, or `body` when focus is lost. */
export async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement
    if (!element || element === document.body) return 'body'
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 60) ?? ''
    return `${element.getAttribute('role') ?? (element.tagName === 'TR' ? 'row' : element.tagName.toLowerCase())}: ${name}`
  })
}

/** Presses Tab (Shift+Tab with `back`) until `wanted` matches what has focus; fails after `max` presses. */
export async function tabTo(page: Page, wanted: RegExp, { max = 60, back = false } = {}): Promise<void> {
  for (let press = 0; press < max; press += 1) {
    if (wanted.test(await focused(page))) return
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
  }
  throw new Error(`Tab never reached ${wanted} (last: ${await focused(page)})`)
}

/** Waits until what has focus matches `wanted`. */
export async function waitForFocus(page: Page, wanted: RegExp): Promise<void> {
  try {
    await page.waitForFunction(
      (source) => {
        const element = document.activeElement
        if (!element || element === document.body) return false
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 60) ?? ''
        return new RegExp(source).test(`${element.getAttribute('role') ?? (element.tagName === 'TR' ? 'row' : element.tagName.toLowerCase())}: ${name}`)
      },
      wanted.source,
      { timeout: 5000 },
    )
  } catch {
    throw new Error(`Focus never reached ${wanted} (it is on ${await focused(page)})`)
  }
}

/**
 * Counts the page's trusted pointer presses (a keyboard journey must cause none); installed
 * before the app starts. The returned function reads the count.
 */
export async function countPointerEvents(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const counter = window as unknown as { pointerEvents: number }
    counter.pointerEvents = 0
    for (const type of ['pointerdown', 'mousedown', 'touchstart']) {
      document.addEventListener(type, (event) => {
        if (event.isTrusted) counter.pointerEvents += 1
      }, true)
    }
  })
  return () => page.evaluate(() => (window as unknown as { pointerEvents: number }).pointerEvents)
}
