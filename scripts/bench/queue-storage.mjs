// Queue storage benchmark (issue #14): 100,000 songs in the stored queue (IndexedDB), read back
// by the app at start-up, and written by the app after a change (shuffle on). Reads the app's own
// User Timing measures `tonearm:queue-restore` and `tonearm:queue-save`. Budget: restore ≤ 300 ms.
export const RESTORE_BUDGET_MS = 300

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** The queue document as the app writes it (src/model/player/queue-document.ts, as JSON text), in the page. */
function seedQueue(size) {
  const songs = Array.from({ length: size }, (_, i) => ({
    id: `bench-${i}`,
    title: `Song ${i}`,
    artist: `Artist ${i % 500}`,
    artistId: `ar-${i % 500}`,
    album: `Album ${i % 5000}`,
    albumId: `al-${i % 5000}`,
    coverArt: `al-${i % 5000}`,
    duration: 180 + (i % 120),
    track: (i % 12) + 1,
    year: 1990 + (i % 30),
    suffix: 'mp3',
    bitRate: 320,
    size: 7_000_000,
  }))
  // By column, a field with few distinct values as a dictionary, as the app stores them.
  const columns = {}
  for (const field of Object.keys(songs[0])) {
    const values = songs.map((song) => song[field])
    const dictionary = [...new Set(values)]
    const at = new Map(dictionary.map((value, index) => [value, index]))
    columns[field] = dictionary.length * 2 < size ? { dictionary, indexes: values.map((value) => at.get(value)) } : { values }
  }
  const document = { version: 1, mediaType: 'song', songCount: size, songs: columns, shuffledOrder: null, radios: [], currentSongIndex: 50_000, loopState: 0 }
  localStorage.removeItem('player')
  return new Promise((resolve, reject) => {
    const request = indexedDB.open('tonearm', 1)
    request.onupgradeneeded = () => request.result.createObjectStore('documents')
    request.onerror = () => reject(request.error)
    request.onsuccess = () => {
      const transaction = request.result.transaction('documents', 'readwrite')
      transaction.objectStore('documents').put(JSON.stringify(document), 'queue')
      transaction.oncomplete = () => {
        request.result.close()
        resolve()
      }
      transaction.onerror = () => reject(transaction.error)
    }
  })
}

const measureOf = (page, name) =>
  page.waitForFunction((wanted) => performance.getEntriesByName(wanted, 'measure').at(-1)?.duration, name, { timeout: 60_000 }).then((handle) => handle.jsonValue())

export async function benchQueueStorage(browser, appUrl, { size = 100_000, runs = 3 } = {}) {
  const restore = []
  const save = []
  const longest = []
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext()
    const page = await context.newPage()
    try {
      await page.goto(`${appUrl}/`)
      await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor()
      await page.evaluate(seedQueue, size)
      await page.reload()
      restore.push(await measureOf(page, 'tonearm:queue-restore'))
      await page.getByRole('region', { name: 'Player' }).getByText('Song 50000').first().waitFor()
      // Long tasks (≥ 50 ms) from the key press to the end of the save.
      await page.evaluate(() => {
        const seen = []
        window.benchLongTasks = seen
        new PerformanceObserver((list) => seen.push(...list.getEntries().map((entry) => entry.duration))).observe({ type: 'longtask' })
      })
      await page.locator('body').press('s')
      save.push(await measureOf(page, 'tonearm:queue-save'))
      longest.push(await page.evaluate(() => Math.max(0, ...window.benchLongTasks)))
    } finally {
      await context.close()
    }
  }
  const restoreMs = median(restore)
  console.info(`\nStored queue of ${size.toLocaleString('en-US')} songs (IndexedDB), median of ${runs} runs:`)
  console.info(`  restore at start-up (read + check): ${restoreMs.toFixed(0)} ms (budget ${RESTORE_BUDGET_MS} ms)${restoreMs > RESTORE_BUDGET_MS ? '  OVER BUDGET' : ''}`)
  console.info(`  save after shuffle on:              ${median(save).toFixed(0)} ms (built in steps)`)
  console.info(`  longest task while saving:          ${median(longest).toFixed(0)} ms (budget 50 ms; 0 = none ≥ 50 ms; runs: ${longest.map((ms) => ms.toFixed(0)).join(', ')})`)
  return { restore, save, longest }
}
