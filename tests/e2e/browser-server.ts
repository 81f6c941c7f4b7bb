import type { BrowserContext, BrowserContextOptions, BrowserServer } from 'playwright-core'
import { chromium } from 'playwright-core'

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

/**
 * The chain's one Chromium (Debian's, headless, with nothing that reaches the network), started by
 * tests/e2e/global-setup.ts; the chain's files connect to it (chromiumForFile in tests/e2e/session.ts).
 */
export function startBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
}

/**
 * A Chromium of its own with a profile on disk (`userDataDir`), whose files (HTTP cache, history,
 * storage) a test can read once the context is closed.
 */
export function launchChromiumProfile(userDataDir: string, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, viewport: { width: 1280, height: 800 }, ...options })
}
