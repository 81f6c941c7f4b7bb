import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { chromium } from 'playwright-core'
import { inject } from 'vitest'

/**
 * The chain's Chromium (one per chain of e2e files, started once): a connection of this file's
 * own. Its `close()` closes the contexts this file made and disconnects; the browser stays up.
 */
export async function launchChromium(): Promise<Browser> {
  return chromium.connect(inject('browserEndpoint'))
}

/** A fresh page that fails the test on any uncaught page error (`options`: zoom, motion…). */
export async function newPage(browser: Browser, options: BrowserContextOptions = {}): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  return { page, errors }
}
