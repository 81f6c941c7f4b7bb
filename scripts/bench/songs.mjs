// Songs screen with 100,000 songs: time from the first page of data to the first rows on screen,
// JS heap once every song has arrived, and frame times while scrolling to the end.

/** Records (in the page) when the first search3 answer ends and when the first row appears. */
function instrument() {
  window.benchSongs = { firstRowAt: null }
  new MutationObserver((_, observer) => {
    if (document.querySelector('table[role="grid"] tbody tr[aria-rowindex="2"]')) {
      window.benchSongs.firstRowAt = performance.now()
      observer.disconnect()
    }
  }).observe(document, { childList: true, subtree: true })
}

/** Scrolls `#main` by `step` px per animation frame for `frames` frames (or to the end); returns frame intervals. */
function scrollFrames({ step, frames, toEnd }) {
  return new Promise((resolve) => {
    const main = document.getElementById('main')
    const intervals = []
    let last = performance.now()
    let count = 0
    const tick = (now) => {
      intervals.push(now - last)
      last = now
      main.scrollTop += step
      count++
      const atEnd = main.scrollTop + main.clientHeight >= main.scrollHeight - 2
      if ((toEnd && atEnd) || (!toEnd && count >= frames)) {
        resolve({ intervals: intervals.slice(1), atEnd, rowsSeen: document.querySelectorAll('tbody tr').length })
        return
      }
      requestAnimationFrame(tick)
    }
    requestAnimationFrame((now) => {
      last = now
      requestAnimationFrame(tick)
    })
  })
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

export async function measureSongsScreen(browser, appUrl, { size }) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await page.addInitScript(instrument)
  const started = Date.now()
  await page.goto(`${appUrl}/library/songs`)
  await page.locator('table[role="grid"] tbody tr').first().waitFor({ timeout: 60_000 })
  const timing = await page.evaluate(() => {
    const first = performance.getEntriesByType('resource').find((entry) => entry.name.includes('/rest/search3'))
    return { firstDataAt: first?.responseEnd ?? null, firstRowAt: window.benchSongs.firstRowAt }
  })
  const formatted = new Intl.NumberFormat('en-US').format(size)
  await page.getByText(`${formatted} songs`, { exact: true }).or(page.getByText(`${size} songs`, { exact: true })).waitFor({ timeout: 120_000 })
  const loadedMs = Date.now() - started
  await page.waitForTimeout(500)
  const cdp = await context.newCDPSession(page)
  await cdp.send('HeapProfiler.collectGarbage')
  const heap = await cdp.send('Runtime.getHeapUsage')
  // A wheel-like speed (about 6,000 px/s at 60 frames/s), then fast to the very end.
  const normal = await page.evaluate(scrollFrames, { step: 100, frames: 300, toEnd: false })
  const toEnd = await page.evaluate(scrollFrames, { step: 4000, frames: 0, toEnd: true })
  const lastRow = await page.locator('tbody tr').last().getAttribute('aria-rowindex')
  await context.close()
  return {
    firstRowsAfterDataMs: timing.firstRowAt !== null && timing.firstDataAt !== null ? timing.firstRowAt - timing.firstDataAt : null,
    loadedMs,
    heapMb: heap.usedSize / 1024 / 1024,
    normalMedianFrame: percentile(normal.intervals, 50),
    normalMaxFrame: Math.max(...normal.intervals),
    normalSlowFrames: normal.intervals.filter((value) => value > 50).length,
    endMedianFrame: percentile(toEnd.intervals, 50),
    endP95Frame: percentile(toEnd.intervals, 95),
    endMaxFrame: Math.max(...toEnd.intervals),
    reachedEnd: toEnd.atEnd && Number(lastRow) === size + 1,
  }
}
