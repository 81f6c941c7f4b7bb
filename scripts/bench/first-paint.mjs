// Loads a page in Chromium and reports what JS/CSS arrived before the first contentful paint,
// and the long tasks (> 50 ms) while starting.
import path from 'node:path'
import { gzipKb } from './bundle.mjs'
import { waitInPage } from './cdp-wait.mjs'
import { recordLongTasks, stepAt } from './long-tasks.mjs'

/**
 * In the page: once no Home row is loading and at least one cover is on screen, the time since
 * navigation when every visible cover <img> has loaded (complete, with pixels); null until then.
 * `inApp`: only the app's own screen counts, not the rows index.html draws into the layout frame.
 */
function coversLoadedAt(inApp) {
  const outsideFrame = (element) => !inApp || !element.closest('.start-frame')
  const sections = [...document.querySelectorAll('section[aria-busy]')].filter(outsideFrame)
  if (sections.length === 0 || sections.some((section) => section.getAttribute('aria-busy') === 'true')) return null
  const visible = [...document.querySelectorAll('img.album-card-cover')].filter(outsideFrame).filter((img) => {
    const rect = img.getBoundingClientRect()
    const row = img.closest('ul')?.getBoundingClientRect() ?? rect
    return rect.width > 0 && rect.bottom > 0 && rect.top < innerHeight && rect.right > row.left && rect.left < Math.min(row.right, innerWidth)
  })
  if (visible.length === 0 || !visible.every((img) => img.complete && img.naturalWidth > 0)) return null
  return { ms: performance.now(), count: visible.length }
}

/** The start step the longest task ran in, or null without a long task. */
function stepOf({ longTasks, marks }) {
  if (longTasks.length === 0) return null
  const longest = longTasks.reduce((a, b) => (b.duration > a.duration ? b : a))
  return stepAt(marks, longest.start + longest.duration)
}

/** `waitFor`: the source of a predicate run in the page at every frame (see cdp-wait.mjs). */
export async function measureFirstPaint(browser, url, outDir, { waitFor, covers = false } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await page.addInitScript(recordLongTasks)
  // Checked at every cover's load event (covers index.html draws are gone once React replaces
  // them, before a poll from here would see them), then at every frame from here.
  await page.addInitScript({
    content: `window.benchCovers = { any: null, app: null }; const coversLoadedAt = ${coversLoadedAt.toString()};
      const check = () => { window.benchCovers.any ??= coversLoadedAt(false); window.benchCovers.app ??= coversLoadedAt(true) };
      // On the document: a load event never reaches the window (DOM: its path stops at the document).
      document.addEventListener('load', (event) => { if (event.target instanceof HTMLImageElement) check() }, true); window.benchCheckCovers = check`,
  })
  // Every wait until the start is over goes through plain CDP (src: cdp-wait.mjs): Playwright's
  // own injected script would be a long task of its own among the app's.
  const cdp = await context.newCDPSession(page)
  const started = Date.now()
  await page.goto(url)
  if (waitFor) await waitInPage(cdp, waitFor)
  const readyMs = Date.now() - started
  const coversReady = covers ? await waitInPage(cdp, '() => (window.benchCheckCovers(), window.benchCovers.any)', { what: 'covers' }) : null
  const appCoversReady = covers ? await waitInPage(cdp, '() => (window.benchCheckCovers(), window.benchCovers.app)', { what: "the app's covers" }) : null
  await new Promise((resolve) => setTimeout(resolve, 300))
  const timing = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null
    const resources = performance
      .getEntriesByType('resource')
      .filter((entry) => /\.(js|css)(\?|$)/.test(entry.name))
      .map((entry) => ({ name: new URL(entry.name).pathname, end: entry.responseEnd }))
    const marks = Object.fromEntries(performance.getEntriesByType('mark').map((mark) => [mark.name, mark.startTime]))
    return { fcp, resources, longTasks: window.benchLongTasks, marks }
  })
  await context.close()
  const before = timing.resources.filter((entry) => timing.fcp !== null && entry.end <= timing.fcp)
  const kb = before.reduce((sum, entry) => sum + gzipKb(path.join(outDir, entry.name)), 0)
  const allKb = timing.resources.reduce((sum, entry) => sum + gzipKb(path.join(outDir, entry.name)), 0)
  return { fcp: timing.fcp, kbBeforePaint: kb, kbUntilReady: allKb, files: before.length, longTasks: timing.longTasks.map((task) => task.duration), longestTaskStep: stepOf(timing), readyMs, coversMs: coversReady?.ms ?? null, appCoversMs: appCoversReady?.ms ?? null, covers: coversReady?.count ?? 0, filesBeforePaint: before.map((entry) => entry.name), marks: timing.marks }
}
