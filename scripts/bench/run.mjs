// npm run bench: speed and weight figures (medians over several runs; these machines are noisy).
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { preview } from 'vite'
import { startBenchApp } from './bench-app.mjs'
import { routeChunks, startScripts } from './bundle.mjs'
import { startFakeLibrary, TRACKS_PER_ALBUM } from './fake-library.mjs'
import { measureFirstClick, measurePaletteAtFirstPaint, prepareProfile, RETRY_MS } from './first-click.mjs'
import { measureScreenStarts } from './screens.mjs'
import { measureHeap } from './heap.mjs'
import { measureJourney, POINTER_REST_MS } from './journey.mjs'
import { benchGaps } from './gaps.mjs'
import { benchOffline, OFFLINE_SONGS } from './offline.mjs'
import { benchOfflineStart } from './offline-start.mjs'
import { benchQueue } from './queue.mjs'
import { benchQueueStorage } from './queue-storage.mjs'
import { benchSort, measureSortInChromium } from './sort.mjs'
import { measureSongsScreen } from './songs.mjs'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const OUT = path.join(ROOT, 'resources/www')
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const SONGS = Number(process.env.BENCH_SONGS ?? 100_000)
const SONGS_RUNS = Number(process.env.BENCH_SONGS_RUNS ?? 3)
// The large library: songs (5 to an album) served by the fake, like Supysonic answers.
const LARGE = Number(process.env.BENCH_LARGE ?? 10_000)
// BENCH_ONLY=start: only the start-up figures (the first working click, cold and warm, the palette
// at first paint, the heap, and the large library's first click).
const ONLY_START = process.env.BENCH_ONLY === 'start'
// BENCH_ONLY=queue-storage: only the stored queue (100,000 songs through IndexedDB).
const ONLY_QUEUE_STORAGE = process.env.BENCH_ONLY === 'queue-storage'
// BENCH_ONLY=heap: only the JS heap after start (with and without the palette opened).
const ONLY_HEAP = process.env.BENCH_ONLY === 'heap'
// BENCH_ONLY=sort: only the sorts (a click on Title in the Songs screen of SONGS songs, then Node).
const ONLY_SORT = process.env.BENCH_ONLY === 'sort'
// BENCH_ONLY=routes: only the clicks from Home to each screen (small and large library) and the heap;
// BENCH_ONLY=large-routes: only the large library's clicks.
const ONLY_ROUTES = process.env.BENCH_ONLY === 'routes'
const ONLY_LARGE_ROUTES = process.env.BENCH_ONLY === 'large-routes'
// BENCH_ONLY=screens: only the cold starts straight onto each list screen (small and large library).
const ONLY_SCREENS = process.env.BENCH_ONLY === 'screens'
// BENCH_ONLY=offline: only keeping a playlist of OFFLINE_SONGS songs offline (the fake library).
const ONLY_OFFLINE = process.env.BENCH_ONLY === 'offline'
// BENCH_ONLY=offline-start: only the cold starts with the server unreachable (also part of `start`).
const ONLY_OFFLINE_START = process.env.BENCH_ONLY === 'offline-start'
// Bytes the fake library answers for each song the offline bench keeps.
const OFFLINE_SONG_BYTES = Number(process.env.BENCH_OFFLINE_BYTES ?? 64 * 1024)
// BENCH_ONLY=gaps: only the silence between album songs, in Chromium and in WebKitGTK (gaps.mjs).
if (process.env.BENCH_ONLY === 'gaps') {
  await benchGaps()
  process.exit(0)
}

/** RUNS journeys of each kind, alternated: clicks from nowhere and clicks after the pointer rested on the link. */
async function journeysOf(chromiumBrowser, url) {
  const plain = []
  const pointer = []
  for (let i = 0; i < RUNS; i++) {
    plain.push(await measureJourney(chromiumBrowser, url))
    pointer.push(await measureJourney(chromiumBrowser, url, { pointer: true }))
  }
  return { plain, pointer }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
const kb = (value) => `${value.toFixed(1)} KB`

const { browser, appUrl, close } = await startBenchApp(ROOT)

try {
  if (ONLY_START) {
    const small = await reportFirstClick('Small library (Supysonic, gzip)', appUrl)
    await reportHeap(appUrl)
    await withLargeLibrary((url) => reportFirstClick(`Large library (fake server, ${LARGE.toLocaleString('en-US')} songs, no gzip)`, url, small))
    await benchOfflineStart({ runs: RUNS, outDir: OUT, previewApp: previewWithoutPreset })
  } else if (ONLY_OFFLINE_START) {
    await benchOfflineStart({ runs: RUNS, outDir: OUT, previewApp: previewWithoutPreset })
  } else if (ONLY_HEAP) {
    console.info(`\nSmall library (Supysonic), median of ${RUNS} runs:`)
    await reportHeap(appUrl)
  } else if (ONLY_QUEUE_STORAGE) {
    await benchQueueStorage(browser, appUrl, { runs: Math.min(RUNS, 3) })
  } else if (ONLY_SORT) {
    await benchSongsScreen(browser, { sortOnly: true })
  } else if (ONLY_LARGE_ROUTES) {
    await largeLibraryJourneys(browser)
  } else if (ONLY_SCREENS) {
    const smallScreens = await measureScreenStarts(browser, appUrl, RUNS)
    reportScreenStarts('Small library, a cold start on each list screen', smallScreens)
    await withLargeLibrary(async (url) => reportScreenStarts('Large library, a cold start on each list screen', await measureScreenStarts(browser, url, RUNS), smallScreens))
  } else if (ONLY_OFFLINE) {
    await benchKeepOffline(browser)
  } else if (ONLY_ROUTES) {
    reportJourneys('Small library (Supysonic)', await journeysOf(browser, `${appUrl}/`))
    await reportHeap(appUrl)
    await largeLibraryJourneys(browser)
  } else {
    const { rows } = routeChunks(OUT)
    console.info('\nRoute and dialog chunks (gzip, beyond the entry):')
    for (const row of rows) console.info(`  ${row.module.padEnd(48)} ${kb(row.kb)}`)

    const small = await reportFirstClick('Small library (Supysonic, gzip)', appUrl)
    await benchOfflineStart({ runs: RUNS, outDir: OUT, previewApp: previewWithoutPreset })
    reportJourneys('Small library (Supysonic)', await journeysOf(browser, `${appUrl}/`))
    await reportHeap(appUrl)
    const smallScreens = await measureScreenStarts(browser, appUrl, RUNS)
    reportScreenStarts('Small library, a cold start on each list screen', smallScreens)
    await benchLargeLibrary(browser, small, smallScreens)

    // The stored queue: 100,000 songs restored from IndexedDB and saved again.
    await benchQueueStorage(browser, appUrl, { runs: Math.min(RUNS, 3) })

    // Songs screen fed by a fake server with SONGS songs (same build: the preset accepts any server).
    await benchSongsScreen(browser)

    // A playlist of OFFLINE_SONGS songs kept offline (the fake library).
    await benchKeepOffline(browser)
  }
} finally {
  await close()
}

// Node-only figures: the queue actions with the whole bench, the sorts with it or BENCH_ONLY=sort.
if (!process.env.BENCH_ONLY) await benchQueue()
if (!process.env.BENCH_ONLY || ONLY_SORT) await benchSort()
if (!process.env.BENCH_ONLY) await benchGaps()

/**
 * RUNS cold and RUNS warm starts of a returning user (first-click.mjs), alternated, and RUNS cold
 * starts with Ctrl+K pressed at first paint; given `small` (the small library's result), the
 * ratio of the first working click to it. Returns the cold starts' median first working click.
 */
async function reportFirstClick(title, url, small) {
  const profile = await prepareProfile(url)
  const cold = []
  const warm = []
  const palette = []
  try {
    // One start not counted: the machine settles after the build and the profile's first start.
    await measureFirstClick(profile, url, OUT)
    for (let i = 0; i < RUNS; i++) {
      cold.push(await measureFirstClick(profile, url, OUT))
      warm.push(await measureFirstClick(profile, url, OUT, { warm: true }))
      palette.push(await measurePaletteAtFirstPaint(profile, url))
    }
  } finally {
    await rm(profile, { recursive: true, force: true })
  }
  const m = (runs, pick) => median(runs.map(pick))
  const firstClick = m(cold, (r) => r.clickAt)
  const ratio = small ? ` (${(firstClick / small).toFixed(2)}× the small library; budget 1.2×)` : ''
  const start = startScripts(OUT)
  console.info(`\n${title}: a returning user's start, the first Home cover clicked once loaded (retried every ${RETRY_MS} ms), median of ${RUNS} runs:`)
  console.info(`  the start's scripts (the build's, evaluated before the app listens): ${start.kb.toFixed(1)} KB gzip in ${start.files.length} files (budget 150 KB in 8 files)${process.env.BENCH_VERBOSE ? `: ${start.files.join(' ')}` : ''}`)
  console.info(`  cold: navigation → first working click ${firstClick.toFixed(0)} ms (budget 600 ms)${ratio}; runs: ${cold.map((r) => r.clickAt.toFixed(0)).join(', ')}`)
  console.info(`  cold: clicks lost ${cold.map((r) => r.lost).join(', ')} (budget 0); click → address ${m(cold, (r) => r.effectMs).toFixed(0)} ms (budget 100 ms, worst ${Math.max(...cold.map((r) => r.effectMs)).toFixed(0)}); click → album rows ${m(cold, (r) => r.rowsMs).toFixed(0)} ms (budget 250 ms)`)
  console.info(`  cold: first contentful paint ${m(cold, (r) => r.fcp).toFixed(0)} ms (budget 250 ms); first cover loaded ${m(cold, (r) => r.coverAt).toFixed(0)} ms; the app listening ${m(cold, (r) => r.listening).toFixed(0)} ms`)
  console.info(`  cold, until the app listens (with the clicked album's screen): JS received ${m(cold, (r) => r.js.kb).toFixed(1)} KB gzip in ${m(cold, (r) => r.js.files)} files; longest task ${m(cold, (r) => r.longestTask).toFixed(0)} ms (budget 50 ms; runs: ${cold.map((r) => (r.longestTask ? `${r.longestTask.toFixed(0)} in ${r.longestTaskStep}` : '0')).join(', ')})`)
  console.info(`  cold: Ctrl+K at first paint → the app's palette ${m(palette, (ms) => ms).toFixed(0)} ms (budget 100 ms; runs: ${palette.map((ms) => ms.toFixed(0)).join(', ')})`)
  console.info(`  warm (caches kept): navigation → first working click ${m(warm, (r) => r.clickAt).toFixed(0)} ms (budget 350 ms); clicks lost ${warm.map((r) => r.lost).join(', ')}; click → album rows ${m(warm, (r) => r.rowsMs).toFixed(0)} ms`)
  return firstClick
}

/** A click on Title in the Songs screen of SONGS songs until it says it is sorted, and the longest task meanwhile. */
async function benchSortInPage(chromiumBrowser, url) {
  const runs = []
  for (let i = 0; i < SONGS_RUNS; i++) runs.push(await measureSortInChromium(chromiumBrowser, url, { size: SONGS }))
  console.info(`\nSort ${SONGS.toLocaleString('en-US')} rows by Title in the Songs screen (Chromium), median of ${SONGS_RUNS} runs: time to sorted / longest task (budget 50 ms)`)
  for (const name of Object.keys(runs[0])) {
    const m = (key) => median(runs.map((run) => run[name][key]))
    console.info(`  ${name.padEnd(30)} ${m('ms').toFixed(0).padStart(6)} ms / ${m('longest').toFixed(0).padStart(5)} ms   (first row: ${runs[0][name].firstRow})`)
  }
}

/** The JS heap after start (its own cold starts: see heap.mjs), plain and with the palette opened at 300 ms. */
async function reportHeap(url) {
  const plain = []
  const withPalette = []
  for (let i = 0; i < RUNS; i++) {
    plain.push(await measureHeap(browser, `${url}/`, { palette: false }))
    withPalette.push(await measureHeap(browser, `${url}/`, { palette: true }))
  }
  console.info(`  JS heap after start (after GC):      ${median(plain).toFixed(2)} MiB; with the palette opened at 300 ms: ${median(withPalette).toFixed(2)} MiB (budget 6 MiB)`)
}

/** Each list screen's cold start (and, given the small library's, the ratio to it). */
function reportScreenStarts(title, screens, smallScreens) {
  console.info(`\n${title}, median of ${RUNS} runs: navigation → data on screen / longest task`)
  for (const [name, runs] of Object.entries(screens)) {
    const ms = median(runs.map((run) => run.ms))
    const ratio = smallScreens ? ` (${(ms / median(smallScreens[name].map((run) => run.ms))).toFixed(2)}× the small library; budget 1.2×)` : ''
    console.info(`  ${name.padEnd(8)} ${ms.toFixed(0).padStart(5)} ms${ratio} / ${median(runs.map((run) => run.longest)).toFixed(0)} ms (budget 50 ms; runs: ${runs.map((run) => run.longest.toFixed(0)).join(', ')})`)
    if (process.env.BENCH_VERBOSE) console.info(`    long tasks by start step: ${runs.map((run) => run.steps.join(' ') || '-').join(' | ')}`)
  }
}

function reportJourneys(title, { plain: journeys, pointer }) {
  const answered = journeys.filter((run) => run.paletteMs !== null)
  console.info(`\n${title}, median of ${journeys.length} runs:`)
  console.info(`  Ctrl+K pressed at ≈ 300 ms (handled at ${median(journeys.map((r) => r.keyPressedAt)).toFixed(0)} ms): palette field taking typing after ${answered.length ? median(answered.map((r) => r.fieldMs)).toFixed(0) : '—'} ms (budget 100 ms; answered ${answered.length}/${journeys.length}), the app's palette with its commands after ${answered.length ? median(answered.map((r) => r.paletteMs)).toFixed(0) : '—'} ms`)
  reportClicks(journeys)
  console.info(`  the same clicks after the pointer rested ${POINTER_REST_MS} ms on the link (a mouse user's; links fetch their page's code on hover):`)
  reportClicks(pointer)
}

/** A line per route: the median click → data time of `runs`, and each run's. */
function reportClicks(runs) {
  for (const name of Object.keys(runs[0].routes)) {
    console.info(`  click → data on screen, ${name.padEnd(11)} ${median(runs.map((r) => r.routes[name])).toFixed(0)} ms (budget 150 ms; runs: ${runs.map((r) => r.routes[name].toFixed(0)).join(', ')})`)
  }
}

/** The built app served with no preset (the offline start's profile signs in through the form): { url, close }. */
async function previewWithoutPreset() {
  const saved = Object.fromEntries(Object.entries(process.env).filter(([name]) => name.startsWith('TONEARM_PRESET_')))
  for (const name of Object.keys(saved)) delete process.env[name]
  try {
    const served = await preview({ root: ROOT, logLevel: 'warn', preview: { port: 0, host: '127.0.0.1' } })
    return { url: served.resolvedUrls.local[0].replace(/\/$/, ''), close: () => new Promise((resolve) => served.httpServer.close(resolve)) }
  } finally {
    Object.assign(process.env, saved)
  }
}

/** Runs `measure(url, fake)` against the app served in front of the fake with LARGE songs. */
async function withLargeLibrary(measure) {
  const fake = await startFakeLibrary({ size: LARGE, version: '1.10.2' })
  process.env.TONEARM_SERVER_PROXY = fake.url
  const largeApp = await preview({ root: ROOT, logLevel: 'warn', preview: { port: 0, host: '127.0.0.1' } })
  try {
    return await measure(largeApp.resolvedUrls.local[0].replace(/\/$/, ''), fake)
  } finally {
    await new Promise((resolve) => largeApp.httpServer.close(resolve))
    await fake.stop()
  }
}

/** Home and the list screens against the fake with LARGE songs, beside the small library's figures. */
function benchLargeLibrary(chromiumBrowser, small, smallScreens) {
  return withLargeLibrary(async (url, fake) => {
    await reportFirstClick(`Large library (fake server, ${LARGE.toLocaleString('en-US')} songs / ${Math.ceil(LARGE / TRACKS_PER_ALBUM).toLocaleString('en-US')} albums, no gzip)`, url, small)
    const songsRequests = []
    for (let i = 0; i < RUNS; i++) songsRequests.push(await songsTotalRequests(chromiumBrowser, url, fake))
    const journeys = await journeysOf(chromiumBrowser, `${url}/`)
    reportJourneys('Large library journeys', journeys)
    reportScreenStarts('Large library, a cold start on each list screen', await measureScreenStarts(chromiumBrowser, url, RUNS), smallScreens)
    await reportHeap(url)
    console.info(`  Songs screen: requests until the total is shown: ${median(songsRequests)} (budget 2)`)
  })
}

/** Only the clicks from Home to each screen, against the fake with LARGE songs. */
function largeLibraryJourneys(chromiumBrowser) {
  return withLargeLibrary(async (url) => {
    reportJourneys(`Large library journeys (fake server, ${LARGE.toLocaleString('en-US')} songs)`, await journeysOf(chromiumBrowser, `${url}/`))
  })
}

/** Opens the Songs screen and counts the search3 calls until it states the total. */
async function songsTotalRequests(chromiumBrowser, url, fake) {
  const context = await chromiumBrowser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  const before = fake.stats.search3
  await page.goto(`${url}/library/songs`)
  await page.getByText(`${LARGE.toLocaleString('en-US')} songs`, { exact: true }).or(page.getByText(`${LARGE} songs`, { exact: true })).waitFor({ timeout: 60_000 })
  const count = fake.stats.search3 - before
  await context.close()
  return count
}

/** Keeping a playlist of OFFLINE_SONGS songs offline, against the fake library (its streams answered by it). */
async function benchKeepOffline(chromiumBrowser) {
  const fake = await startFakeLibrary({ size: LARGE, version: '1.10.2', playlistSongs: OFFLINE_SONGS, streamBytes: OFFLINE_SONG_BYTES })
  process.env.TONEARM_SERVER_PROXY = fake.url
  const offlineApp = await preview({ root: ROOT, logLevel: 'warn', preview: { port: 0, host: '127.0.0.1' } })
  try {
    await benchOffline(chromiumBrowser, offlineApp.resolvedUrls.local[0].replace(/\/$/, ''), { runs: Math.min(RUNS, 3), streamBytes: OFFLINE_SONG_BYTES })
  } finally {
    await new Promise((resolve) => offlineApp.httpServer.close(resolve))
    await fake.stop()
  }
}

async function benchSongsScreen(chromiumBrowser, { sortOnly = false } = {}) {
  const fake = await startFakeLibrary({ size: SONGS })
  process.env.TONEARM_SERVER_PROXY = fake.url
  const songsApp = await preview({ root: ROOT, logLevel: 'warn', preview: { port: 0, host: '127.0.0.1' } })
  try {
    const songsUrl = songsApp.resolvedUrls.local[0].replace(/\/$/, '')
    await benchSortInPage(chromiumBrowser, songsUrl)
    if (sortOnly) return
    const runs = []
    for (let i = 0; i < SONGS_RUNS; i++) runs.push(await measureSongsScreen(chromiumBrowser, songsUrl, { size: SONGS }))
    const m = (key) => median(runs.map((run) => run[key]))
    console.info(`\nSongs screen with ${SONGS.toLocaleString('en-US')} songs (fake server), median of ${SONGS_RUNS} runs:`)
    console.info(`  first rows after the first page of data: ${m('firstRowsAfterDataMs').toFixed(0)} ms (target < 300 ms)`)
    console.info(`  every song loaded (navigation → count):  ${m('loadedMs').toFixed(0)} ms`)
    console.info(`  JS heap after load (after GC):           ${m('heapMb').toFixed(1)} MB (target < 250 MB)`)
    console.info(`  scrolling at 100 px/frame: median frame ${m('normalMedianFrame').toFixed(1)} ms, longest ${m('normalMaxFrame').toFixed(1)} ms, frames > 50 ms: ${m('normalSlowFrames')} (target 0)`)
    console.info(`  scrolling to the end at 4,000 px/frame: median ${m('endMedianFrame').toFixed(1)} ms, p95 ${m('endP95Frame').toFixed(1)} ms, longest ${m('endMaxFrame').toFixed(1)} ms`)
    console.info(`  reached the last row: ${runs.every((run) => run.reachedEnd) ? 'yes' : 'NO'}`)
  } finally {
    await new Promise((resolve) => songsApp.httpServer.close(resolve))
    await fake.stop()
  }
}
