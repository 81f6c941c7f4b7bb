// Queue benchmark (issue #4): a 100,000-song list played, shuffled, 1,000 songs played next,
// 1,000 removed; prints the median ms of each action over several runs. The transitions are the
// app's own pure functions, loaded from TypeScript through Vite.
// Usage: node scripts/bench/queue.mjs   (also run by `npm run bench`)
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const SONGS = 100_000
const BATCH = 1_000
const BUDGET_MS = 30

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

export async function benchQueue(runs = Number(process.env.BENCH_RUNS ?? 7)) {
  const vite = await createServer({ root: ROOT, logLevel: 'warn', server: { middlewareMode: true, hmr: false }, appType: 'custom' })
  try {
    const play = await vite.ssrLoadModule('/src/model/queue/play-transitions.ts')
    const queue = await vite.ssrLoadModule('/src/model/queue/queue-transitions.ts')
    const { EMPTY_QUEUE } = await vite.ssrLoadModule('/src/model/queue/queue-state.ts')
    const { seededRandom } = await vite.ssrLoadModule('/src/model/queue/shuffle.ts')
    const { makeSongs } = await vite.ssrLoadModule('/src/testing/queue-songs.ts')
    const songs = makeSongs(SONGS)
    const extra = makeSongs(BATCH, SONGS)
    const extraIds = extra.map((song) => song.id)
    const timings = { play: [], shuffle: [], playNext: [], remove: [], unshuffle: [] }
    const time = (name, run) => {
      const start = performance.now()
      const result = run()
      timings[name].push(performance.now() - start)
      return result
    }
    for (let run = 0; run < runs; run++) {
      const random = seededRandom(run + 1)
      let state = time('play', () => play.playList(EMPTY_QUEUE, { songs, index: 50_000 }, random))
      state = time('shuffle', () => queue.toggleShuffle(state, random))
      state = time('playNext', () => play.playNext(state, extra))
      state = time('remove', () => queue.removeFromQueue(state, extraIds))
      state = time('unshuffle', () => queue.toggleShuffle(state, random))
      if (state.originalList.length !== SONGS) throw new Error('The queue lost songs')
    }
    console.info(`\nQueue of ${SONGS.toLocaleString('en-US')} songs, median of ${runs} runs (budget ${BUDGET_MS} ms each):`)
    const labels = {
      play: 'play the list',
      shuffle: 'toggle shuffle on',
      playNext: `play next ${BATCH.toLocaleString('en-US')} songs`,
      remove: `remove ${BATCH.toLocaleString('en-US')} songs`,
      unshuffle: 'toggle shuffle off',
    }
    for (const [name, values] of Object.entries(timings)) {
      const ms = median(values)
      console.info(`  ${labels[name].padEnd(28)} ${ms.toFixed(2)} ms${ms > BUDGET_MS ? '  OVER BUDGET' : ''}`)
    }
    return timings
  } finally {
    await vite.close()
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await benchQueue()
