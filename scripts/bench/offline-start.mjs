// Starting offline (issue 28): a returning user's cold start while the server cannot be reached,
// timed as first-click.mjs times a start — navigation → the first working click on an album kept
// offline, on Home (the clicks lost before it), click → the kept album's rows. The profile signed
// in to a server of another origin (the fake library, answering CORS as Navidrome does) and kept
// one album; each start then removes the HTTP and code caches but keeps the Service Worker and
// what it stores (the kept songs and covers: a cold start that removed them would have nothing
// to show). Two servers that cannot be reached:
// - refused: nothing listens on the server's port any more (a server stopped): the start-up check
//   fails at once and the app opens with what is kept;
// - never answers: the port accepts the connection and says nothing (a paused machine): the
//   account keeps something, so the app opens at once with what is kept while the start-up
//   check is under way (it gives up after its time limit, later).
import { mkdtemp, rm } from 'node:fs/promises'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { startFakeLibrary } from './fake-library.mjs'
import { launch, measureFirstClick, RETRY_MS } from './first-click.mjs'

/** The start-up budget of a first working click (docs/performance.md). */
export const OFFLINE_START_BUDGET_MS = 600
/** The start-up check's time limit for a server that never answers (START_CHECK_TIMEOUT_MS, src/model/session/session-check.ts): the kept album no longer waits for it. */
export const START_CHECK_MS = 6000
/** The album the profile keeps (the fake library's newest, first on Home while online). */
const KEPT_ALBUM_NAME = 'Album 9'

/** The first album card of Home's "Available offline" part that the pointer meets at its centre. */
const KEPT_ALBUM = `() => {
  const heading = [...document.querySelectorAll('main h2')].find((h) => h.textContent.trim() === 'Available offline')
  const card = heading?.closest('section')?.querySelector('a.album-card')
  if (!card) return null
  const box = (card.querySelector('img') ?? card).getBoundingClientRect()
  const x = box.left + box.width / 2
  const y = box.top + box.height / 2
  const at = document.elementFromPoint(x, y)
  return at && card.contains(at) ? { x, y, at: performance.now() } : null
}`

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** A profile signed in to `serverUrl` through the login form (no preset), with one album kept offline. */
async function keptProfile(appUrl, serverUrl) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tonearm-offline-profile-'))
  const context = await launch(dir)
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto(`${appUrl}/`)
    await page.waitForURL('**/server-config', { timeout: 60_000 })
    // Songs are kept through the worker: it controls the page before the sign-in.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 })
    await page.getByLabel('Server URL').fill(serverUrl)
    await page.getByLabel('Username').fill('bench')
    await page.getByLabel('Password').fill('bench')
    await page.getByRole('button', { name: 'Connect' }).click()
    const home = page.getByRole('heading', { name: 'Home', level: 1 })
    const olderProtocol = page.getByRole('button', { name: 'Continue anyway' })
    await home.or(olderProtocol).first().waitFor({ timeout: 60_000 })
    if (await olderProtocol.isVisible()) await olderProtocol.click()
    await home.waitFor({ timeout: 60_000 })
    await page.getByRole('main').getByRole('link', { name: new RegExp(`^${KEPT_ALBUM_NAME}\\b`) }).first().click()
    await page.getByRole('heading', { name: KEPT_ALBUM_NAME, level: 1 }).waitFor({ timeout: 60_000 })
    await page.getByRole('button', { name: 'Available offline' }).click()
    await page.getByRole('status').filter({ hasText: /^Kept offline/ }).waitFor({ timeout: 60_000 })
    // Whatever the app stores after it (the kept document, the state) is written by then.
    await new Promise((resolve) => setTimeout(resolve, 1000))
  } finally {
    await context.close()
  }
  return dir
}

/** A port that accepts connections and never answers (a paused machine), until stopped. */
async function silentPort(port) {
  const sockets = new Set()
  const server = net.createServer((socket) => {
    sockets.add(socket)
    socket.on('error', () => undefined)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  return {
    stop: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(resolve)
      }),
  }
}

/**
 * `runs` cold starts of `appUrl` on copies of `profile`, the kept album clicked once on Home
 * (`online`: the server answering, the first Home cover clicked, for comparison in the same minutes).
 */
async function startsOffline(profile, appUrl, outDir, runs, { online = false } = {}) {
  const results = []
  const options = online ? { keepWorker: true } : { keepWorker: true, target: KEPT_ALBUM, what: 'the kept album on Home', targetTimeout: 60_000 }
  // One start not counted: the machine settles after the profile's preparation.
  await measureFirstClick(profile, appUrl, outDir, options)
  for (let run = 0; run < runs; run++) results.push(await measureFirstClick(profile, appUrl, outDir, options))
  return results
}

function report(title, runs, extra = '', clicked = 'the kept album') {
  const m = (pick) => median(runs.map(pick))
  console.info(`  ${title}: navigation → first working click on ${clicked} ${m((r) => r.clickAt).toFixed(0)} ms${extra}; runs: ${runs.map((r) => r.clickAt.toFixed(0)).join(', ')}`)
  console.info(`    clicks lost ${runs.map((r) => r.lost).join(', ')} (budget 0); ${clicked} shown ${m((r) => r.coverAt).toFixed(0)} ms; click → its rows ${m((r) => r.rowsMs).toFixed(0)} ms (budget 250 ms); the app listening ${m((r) => r.listening).toFixed(0)} ms; longest task before it ${m((r) => r.longestTask).toFixed(0)} ms (budget 50 ms)`)
  return m((r) => r.clickAt)
}

/**
 * The offline start's figures: `previewApp(env)` serves the built app (without a preset: the
 * profile signs in to the fake library through the form) and returns { url, close }.
 */
export async function benchOfflineStart({ runs, outDir, previewApp }) {
  const fake = await startFakeLibrary({ size: 50, version: '1.16.1', cors: true })
  const app = await previewApp()
  let fakeUp = true
  let profile = null
  try {
    profile = await keptProfile(app.url, fake.url)
    console.info(`\nStarting offline: a returning user's cold start (HTTP and code caches emptied, the Service Worker and what it keeps kept) with the server unreachable, the kept album on Home clicked once shown (retried every ${RETRY_MS} ms), median of ${runs} runs:`)
    report('for comparison, the server answering', await startsOffline(profile, app.url, outDir, runs, { online: true }), '', 'the first Home cover')
    await fake.stop()
    fakeUp = false
    const refused = report('connection refused (server stopped)', await startsOffline(profile, app.url, outDir, runs), ` (budget ${OFFLINE_START_BUDGET_MS} ms)`)
    const silent = await silentPort(fake.port)
    let neverAnswers
    try {
      neverAnswers = report('never answers (a paused machine)', await startsOffline(profile, app.url, outDir, runs), ` (budget ${OFFLINE_START_BUDGET_MS} ms; the start-up check, whose limit is ${START_CHECK_MS} ms, still under way)`)
    } finally {
      await silent.stop()
    }
    console.info(`  a server that never answers costs ${(neverAnswers - refused).toFixed(0)} ms more than a refused connection (the app opens without waiting for the start-up check's ${START_CHECK_MS / 1000} s)`)
  } finally {
    if (profile) await rm(profile, { recursive: true, force: true })
    await app.close()
    if (fakeUp) await fake.stop()
  }
}
