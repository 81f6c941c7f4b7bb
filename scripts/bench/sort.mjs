// Sorting benchmark (issue #15): the tables sort on the client (a documented deviation: Subsonic
// has no sorted song lists). Sorts 10,000 and 100,000 song rows by a text column (title, in the
// language's order, numbers inside read as numbers) and a number column (duration) with the app's
// own sortRows (src/ui/table/table-sort.ts, loaded through Vite); prints the median ms per sort.
// Runs in Node (the same V8 and ICU collation as Chromium, without the page around it).
// Usage: node scripts/bench/sort.mjs   (also run by `npm run bench`)
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

/** Songs with varied, seeded titles (words and numbers) and durations. */
function songsOf(count) {
  let state = 42
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648)
  return Array.from({ length: count }, (_, index) => ({
    id: `s${index}`,
    title: `${WORDS[next() % WORDS.length]} ${WORDS[next() % WORDS.length]} ${next() % 200}`,
    duration: 60 + (next() % 600),
  }))
}

export async function benchSort(runs = Number(process.env.BENCH_RUNS ?? 5)) {
  const vite = await createServer({ root: ROOT, logLevel: 'warn', server: { middlewareMode: true, hmr: false }, appType: 'custom' })
  try {
    const { sortRows } = await vite.ssrLoadModule('/src/ui/table/table-sort.ts')
    console.info(`\nClient-side table sort, app's sortRows, median of ${runs} runs (budget ${BUDGET_MS} ms at 10,000 rows):`)
    const results = {}
    for (const size of SIZES) {
      const songs = songsOf(size)
      for (const [column, value] of [
        ['title', (song) => song.title],
        ['duration', (song) => song.duration],
      ]) {
        const times = []
        for (let run = 0; run < runs; run++) {
          const start = performance.now()
          const sorted = sortRows(songs, value, run % 2 ? 'descending' : 'ascending', 'en-US')
          times.push(performance.now() - start)
          if (sorted.length !== size) throw new Error('The sort lost rows')
        }
        const ms = median(times)
        results[`${size}:${column}`] = ms
        const over = size <= 10_000 && ms > BUDGET_MS ? '  OVER BUDGET' : ''
        console.info(`  ${size.toLocaleString('en-US').padStart(7)} songs by ${column.padEnd(8)} ${ms.toFixed(1)} ms${over}`)
      }
    }
    return results
  } finally {
    await vite.close()
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await benchSort()
