// A cold start straight onto a list screen (its address typed in): the time from navigation
// until the screen's data is on screen, and the longest task meanwhile. Issue 13 compares each
// screen's time with the large library against the small one (budget 1.2×, no task over 50 ms).
import { waitInPage } from './cdp-wait.mjs'

export const LIST_SCREENS = [
  { name: 'Albums', path: '/library/albums', ready: 'main section[aria-label="Albums"] img.album-card-cover' },
  { name: 'Artists', path: '/library/artists', ready: 'main table[role="grid"] tbody tr' },
  { name: 'Songs', path: '/library/songs', ready: 'main table[role="grid"] tbody tr' },
]

/** One cold start of `url` + `screen.path`: { ms, longest } (ms from navigation start). */
export async function measureScreenStart(browser, url, screen) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await page.addInitScript(() => {
    window.benchLongTasks = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.benchLongTasks.push(entry.duration)
    }).observe({ type: 'longtask', buffered: true })
  })
  const cdp = await context.newCDPSession(page)
  await page.goto(`${url}${screen.path}`, { waitUntil: 'commit' })
  const ms = await waitInPage(cdp, `() => document.querySelector(${JSON.stringify(screen.ready)}) && performance.now()`, { what: screen.ready })
  const longTasks = await waitInPage(cdp, '() => window.benchLongTasks')
  await context.close()
  return { ms, longest: Math.max(0, ...longTasks) }
}

/** Every list screen, `runs` cold starts each: { [name]: [{ ms, longest }] }. */
export async function measureScreenStarts(browser, url, runs) {
  const out = {}
  for (const screen of LIST_SCREENS) {
    out[screen.name] = []
    for (let i = 0; i < runs; i++) out[screen.name].push(await measureScreenStart(browser, url, screen))
  }
  return out
}
