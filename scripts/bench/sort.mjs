// Sorting benchmark (issue #15): the tables sort on the client (a documented deviation: Subsonic
// has no sorted song lists).
// - benchSort (Node, the same V8 and ICU as Chromium without the page): 10,000 and 100,000 song
//   rows by a text column (title, in the language's order, numbers inside read as numbers) and a
//   number column (duration), with the main-thread sortRows (short lists) and with sortOrder, what
//   the background worker runs (src/ui/table/sort-keys.ts); median ms per sort.
// - measureSortInChromium (run by `npm run bench` on its Songs screen of 100,000 songs, or alone
//   with `BENCH_ONLY=sort npm run bench`): a click on the Title header until the table says it is
//   sorted, and the longest main-thread task meanwhile, with the worker and without (the sort on
//   the main thread, as before the worker).
// Usage: node scripts/bench/sort.mjs   (the Node part; also run by `npm run bench`)
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const SIZES = [10_000, 100_000]
/** A sort the user waits for after a click should stay under one long task (50 ms) at 10,000. */
const BUDGET_MS = 50

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

const WORDS = ['Midnight', 'Rain', 'Brass', 'Tram', 'Blue', 'Żółć', 'Écho', 'Velvet', 'Smoke', 'Garden', 'Voltage', 'Ölfarbe', '東京', 'Lumière', 'Quartet']

/** Songs with varied, seeded titles (words and numbers), artists (one per 2,000 songs: an artist column has few texts) and durations. */
function songsOf(count) {
  let state = 42
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648)
  return Array.from({ length: count }, (_, index) => ({
    id: `s${index}`,
    title: `${WORDS[next() % WORDS.length]} ${WORDS[next() % WORDS.length]} ${next() % 200}`,
    artist: `${WORDS[next() % WORDS.length]} ${next() % Math.max(1, count / 2_000)}`,
    duration: 60 + (next() % 600),
  }))
}

/** In the page: long tasks as they happen, and the time a status line first says `text`. */
function instrumentSort() {
  window.benchSort = { longTasks: [] }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.benchSort.longTasks.push({ start: entry.startTime, duration: entry.duration })
  }).observe({ type: 'longtask', buffered: true })
}

/** In the page: clicks the header button named `header`, resolves when a status says `done`. */
async function clickAndWait({ header, done }) {
  const button = [...document.querySelectorAll('th button')].find((candidate) => candidate.textContent.trim() === header)
  if (!button) throw new Error(`No ${header} header`)
  const said = () => [...document.querySelectorAll('[role="status"]')].some((status) => status.textContent.includes(done))
  const finished = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!said()) return
      observer.disconnect()
      resolve(performance.now())
    })
    observer.observe(document.body, { subtree: true, childList: true, characterData: true })
  })
  const start = performance.now()
  button.click()
  const end = await finished
  // The long-task observer reports after the task: give it a moment.
  await new Promise((resolve) => setTimeout(resolve, 200))
  const tasks = window.benchSort.longTasks.filter((task) => task.start + task.duration >= start)
  return { ms: end - start, longest: Math.max(0, ...tasks.map((task) => task.duration)), firstRow: document.querySelector('tbody tr')?.getAttribute('aria-label') ?? '' }
}

/**
 * The Songs screen of `size` songs at `appUrl` (a fake library): Title ascending (the worker's
 * first sort starts it), descending, back to the own order and ascending again; with the worker,
 * then with no Worker in the page (the fallback: the sort on the main thread in one task).
 */
export async function measureSortInChromium(browser, appUrl, { size }) {
  const results = {}
  for (const mode of ['worker', 'main thread']) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    await page.addInitScript(instrumentSort)
    if (mode === 'main thread') await page.addInitScript(() => Object.defineProperty(window, 'Worker', { value: undefined }))
    await page.goto(`${appUrl}/library/songs`)
    const formatted = new Intl.NumberFormat('en-US').format(size)
    await page.getByText(`${formatted} songs`, { exact: true }).or(page.getByText(`${size} songs`, { exact: true })).waitFor({ timeout: 180_000 })
    const clicks = [
      ['ascending (first)', 'Sorted by Title, ascending'],
      ['descending', 'Sorted by Title, descending'],
      ['own order', "In the list's own order"],
      ['ascending again', 'Sorted by Title, ascending'],
    ]
    for (const [name, done] of clicks) results[`${mode}: ${name}`] = await page.evaluate(clickAndWait, { header: 'Title', done })
    await context.close()
  }
  return results
}

export async function benchSort(runs = Number(process.env.BENCH_RUNS ?? 5)) {
  const vite = await createServer({ root: ROOT, logLevel: 'warn', server: { middlewareMode: true, hmr: false }, appType: 'custom' })
  try {
    const { sortRows } = await vite.ssrLoadModule('/src/ui/table/table-sort.ts')
    const { sortKeysOf, sortOrder } = await vite.ssrLoadModule('/src/ui/table/sort-keys.ts')
    const sorters = {
      // What a short list (< 2,000 rows) runs on the main thread.
      sortRows: (songs, value, direction) => sortRows(songs, value, direction, 'en-US').length,
      // What the worker runs for a long list (keys made on the main thread, then the order).
      sortOrder: (songs, value, direction) => sortOrder(sortKeysOf(songs, value), direction, 'en-US').length,
    }
    console.info(`\nClient-side table sort in Node, median of ${runs} runs (a sort on the main thread: budget ${BUDGET_MS} ms at 10,000 rows):`)
    const results = {}
    for (const size of SIZES) {
      const songs = songsOf(size)
      for (const [column, value] of [
        ['title', (song) => song.title],
        ['artist', (song) => song.artist],
        ['duration', (song) => song.duration],
      ]) {
        for (const [name, sort] of Object.entries(sorters)) {
          const times = []
          for (let run = 0; run < runs; run++) {
            const start = performance.now()
            const count = sort(songs, value, run % 2 ? 'descending' : 'ascending')
            times.push(performance.now() - start)
            if (count !== size) throw new Error('The sort lost rows')
          }
          const ms = median(times)
          results[`${size}:${column}:${name}`] = ms
          const over = name === 'sortRows' && size <= 10_000 && ms > BUDGET_MS ? '  OVER BUDGET' : ''
          console.info(`  ${size.toLocaleString('en-US').padStart(7)} songs by ${column.padEnd(8)} ${name.padEnd(9)} ${ms.toFixed(1)} ms${over}`)
        }
      }
    }
    return results
  } finally {
    await vite.close()
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await benchSort()
