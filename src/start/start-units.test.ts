import { inspectGraph } from 'effector/inspect'
import { expect, it } from 'vitest'

/**
 * Every effector unit costs JS heap for as long as the page lives (measured in Chromium: an event
 * ≈ 1.2 KB, a store ≈ 4.5 KB, an effect with its inner events and stores ≈ 24 KB), and the heap
 * after start has a budget (docs/performance.md). This counts the units the start steps declare
 * (main.tsx imports them before Home renders), per module; screens' models load with their screens.
 * `START_UNITS_VERBOSE=1` prints the count of every module.
 */
/**
 * The count the start declares today, held so that it does not grow unnoticed. It rose from 1,029
 * when the player gained what it needs before the first song plays (streaming quality per server,
 * the CORS probe of another origin's streams, the media worker's addressing, the music folder) and
 * the long-listening models; the sleep timer and bookmarks then moved to their first use
 * (docs/performance.md), and the player hands the element its stream when the desktop app's
 * media, held for its Service Worker, is let go. The heap after start is measured by the bench.
 * It rose by 64 with whether the server can be reached and the writes kept while it cannot (restored
 * from storage and sent at start-up, so they cannot wait for a first use; docs/offline-writes.md).
 * The offline commands added 9 (their one request event, the album, playlist or queue they act
 * on); the kept model itself loads on the first request. The kept writes' sender (with what the
 * user sees of its outcomes) then moved to the first time there is something to send, and the
 * reachability model's pings to the first time the server is in doubt: 1,250. The start-up
 * check's own time limit (a server that never answers opens the app offline) added 1: 1,251.
 * The kept playlists' following of changes made elsewhere added 2 (the event once the app listens
 * and is idle, and the light request; what reads them loads with it): 1,253. The start-up check
 * that finds no server deciding the outage at once (not once another call has failed) added 1: 1,254.
 * Opening at once for an account that keeps something offline, before the start-up check ends,
 * added 11: which accounts keep something (persisted, with its event), whether what is kept shows
 * first, and the kept playlists' following waiting for both the idle moment and the check: 1,265.
 */
const BUDGET = 1265
/** Heap per unit measured in Chromium (an effect's own part; its inner events and stores count apart). */
const KB_BY_KIND: Record<string, number> = { event: 1.2, store: 4.5, effect: 8 }

// Evaluates every start-up module: slow in a loaded full run, hence its own time limit.
it(`the start-up steps declare at most ${BUDGET} effector units`, { timeout: 60_000 }, async () => {
  const perModule = new Map<string, number>()
  let estimatedKb = 0
  const limit = Error.stackTraceLimit
  Error.stackTraceLimit = 80
  const subscription = inspectGraph({
    fn: (declaration) => {
      if (declaration.type === 'unit') estimatedKb += KB_BY_KIND[declaration.kind] ?? 1
      const frame = new Error().stack?.split('\n').find((line) => line.includes('/src/') && !line.includes('node_modules') && !line.includes('start-units.test'))
      const module = frame?.match(/\/src\/([^?:)]+)/)?.[1] ?? '(library)'
      perModule.set(module, (perModule.get(module) ?? 0) + 1)
    },
  })
  try {
    await import('./model-step')
    await import('./commands-step')
    await import('./router-step')
    await import('./render-step')
  } finally {
    subscription.unsubscribe()
    Error.stackTraceLimit = limit
  }
  const total = [...perModule.values()].reduce((sum, count) => sum + count, 0)
  const rows = [...perModule].sort((a, b) => b[1] - a[1])
  const shown = process.env.START_UNITS_VERBOSE ? rows : rows.slice(0, 12)
  console.info(`effector units declared at start-up: ${total} (≈ ${(estimatedKb / 1024).toFixed(1)} MiB of heap)\n${shown.map(([module, count]) => `${String(count).padStart(5)}  ${module}`).join('\n')}`)
  expect(total).toBeGreaterThan(0)
  expect(total).toBeLessThanOrEqual(BUDGET)
})
