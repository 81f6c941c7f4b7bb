// Offline bench (issue 28): a playlist of 1,000 songs kept offline against the fake library, in
// Chromium. From the click on "Available offline" to "Kept offline": the time, the bytes Cache
// Storage holds, and the longest task meanwhile (budget 50 ms): the download runs in the page,
// one song at a time, while the page stays usable.
export const OFFLINE_SONGS = 1000
export const LONGEST_TASK_BUDGET_MS = 50

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** One run in a fresh context: the worker controls the page, the playlist page opens, its toggle is pressed. */
async function keepOnce(browser, appUrl) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  try {
    await page.goto(`${appUrl}/`)
    await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor({ timeout: 60_000 })
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 })
    await page.goto(`${appUrl}/library/playlists/pl0`)
    const toggle = page.getByRole('button', { name: 'Available offline' })
    await toggle.waitFor({ timeout: 60_000 })
    await page.evaluate(() => {
      const seen = []
      window.benchLongTasks = seen
      new PerformanceObserver((list) => seen.push(...list.getEntries().map((entry) => entry.duration))).observe({ type: 'longtask' })
    })
    const usageBefore = await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0)
    const started = Date.now()
    await toggle.click()
    await page.getByRole('status').filter({ hasText: /^Kept offline/ }).waitFor({ timeout: 600_000 })
    const ms = Date.now() - started
    const stored = await page.evaluate(async () => {
      const cache = await caches.open('tonearm-offline-v1')
      let bytes = 0
      const keys = await cache.keys()
      for (const request of keys) bytes += Number((await cache.match(request))?.headers.get('Content-Length') ?? 0)
      // Songs under offline/, the covers kept with the playlist under offline-covers/ (src/sw/offline-key.ts).
      const covers = keys.filter((request) => new URL(request.url).pathname.includes('/offline-covers/')).length
      return { songs: keys.length - covers, covers, bytes }
    })
    const usage = (await page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0)) - usageBefore
    const longest = await page.evaluate(() => Math.max(0, ...window.benchLongTasks))
    const longTasks = await page.evaluate(() => window.benchLongTasks.length)
    return { ms, songs: stored.songs, covers: stored.covers, bytes: stored.bytes, usage, longest, longTasks }
  } finally {
    await context.close()
  }
}

export async function benchOffline(browser, appUrl, { runs = 3, streamBytes }) {
  const results = []
  for (let run = 0; run < runs; run++) results.push(await keepOnce(browser, appUrl))
  const m = (key) => median(results.map((result) => result[key]))
  const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`
  console.info(`\nKeeping ${OFFLINE_SONGS.toLocaleString('en-US')} songs offline (a playlist of the fake library, ${(streamBytes / 1024).toFixed(0)} KB a song), median of ${runs} runs:`)
  console.info(`  click → kept: ${(m('ms') / 1000).toFixed(1)} s (${(m('ms') / OFFLINE_SONGS).toFixed(1)} ms a song; runs: ${results.map((r) => (r.ms / 1000).toFixed(1)).join(', ')} s)`)
  console.info(`  stored: ${m('songs')} songs and ${m('covers')} covers, ${mb(m('bytes'))} in Cache Storage; the origin's usage grew by ${mb(m('usage'))} (songs, the kept document, covers)`)
  // The browser reports only tasks of 50 ms or more: 0 is "none that long".
  const longest = (ms) => (ms > 0 ? `${ms.toFixed(0)} ms` : 'none of 50 ms or more')
  console.info(`  longest task meanwhile: ${longest(m('longest'))} (budget ${LONGEST_TASK_BUDGET_MS} ms; runs: ${results.map((r) => longest(r.longest)).join(', ')}); tasks of 50 ms or more: ${results.map((r) => r.longTasks).join(', ')}`)
}
