// The JS heap once Home is ready, with and without the palette opened during start-up (after GC;
// load-independent, so it can be compared on a busy machine). Waits through plain CDP evaluation:
// Playwright's locators inject a script of their own (≈ 0.8 MiB of heap in the page's isolate)
// that a user's browser does not have.
import { waitForSelector } from './cdp-wait.mjs'

const HOME_READY = 'main section[aria-busy="false"] img.album-card-cover'
const PALETTE_FIELD = '[role="dialog"] [cmdk-input]'

/** One cold start of `url`; `palette`: Ctrl+K pressed at 300 ms and closed again. Heap in MiB. */
export async function measureHeap(browser, url, { palette }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  const started = Date.now()
  await page.goto(url, { waitUntil: 'commit' })
  if (palette) {
    await page.waitForTimeout(Math.max(0, 300 - (Date.now() - started)))
    await page.keyboard.press('Control+k')
    await waitForSelector(cdp, PALETTE_FIELD)
    await page.keyboard.press('Escape')
  }
  await waitForSelector(cdp, HOME_READY)
  // What start-up defers (idle callbacks, preloads) has run by then.
  await page.waitForTimeout(1000)
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  await context.close()
  return usedSize / 1024 / 1024
}
