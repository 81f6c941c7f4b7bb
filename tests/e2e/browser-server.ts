import type { BrowserServer } from 'playwright-core'
import { chromium } from 'playwright-core'

/**
 * The chain's one Chromium (Debian's, headless, with nothing that reaches the network), started by
 * tests/e2e/global-setup.ts; the chain's files connect to it (tests/e2e/browser.ts).
 */
export function startBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  })
}
