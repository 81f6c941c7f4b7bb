// A cold start straight onto a list screen (its address typed in): the time from navigation
// until the screen's data is on screen, and the longest task meanwhile. Issue 13 compares each
// screen's time with the large library against the small one (budget 1.2×, no task over 50 ms).
import { waitInPage } from './cdp-wait.mjs'
import { recordLongTasks, stepAt } from './long-tasks.mjs'

export const LIST_SCREENS = [
  { name: 'Albums', path: '/library/albums', ready: 'main section[aria-label="Albums"] img.album-card-cover' },
  { name: 'Artists', path: '/library/artists', ready: 'main table[role="grid"] tbody tr' },
  { name: 'Songs', path: '/library/songs', ready: 'main table[role="grid"] tbody tr' },
]

/** One cold start of `url` + `screen.path`: { ms, longest } (ms from navigation start). */
export async function measureScreenStart(browser, url, screen) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await page.addInitScript(recordLongTasks)
  const cdp = await context.newCDPSession(page)
  await page.goto(`${url}${screen.path}`, { waitUntil: 'commit' })
  const ms = await waitInPage(cdp, `() => document.querySelector(${JSON.stringify(screen.ready)}) && performance.now()`, { what: screen.ready })
  const longTasks = await waitInPage(cdp, '() => window.benchLongTasks')
  // Each long task named after the start step it ran in, for BENCH_VERBOSE.
  const marks = await waitInPage(cdp, `() => Object.fromEntries(performance.getEntriesByType('mark').map((mark) => [mark.name, mark.startTime]))`)
  await context.close()
  const steps = longTasks.map((task) => `${stepAt(marks, task.start + task.duration)}@${task.start.toFixed(0)}+${task.duration.toFixed(0)}`)
  return { ms, longest: Math.max(0, ...longTasks.map((task) => task.duration)), steps }
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
