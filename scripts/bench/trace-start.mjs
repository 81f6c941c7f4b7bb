// Chrome traces of the start-up: every main-thread task over 50 ms from navigation until Home's
// covers are in the app's own screen, with what ran inside it (scripts, React's renders, layout)
// and the CPU profile's self time by file and function, beside the start:* marks. Small library
// (Supysonic) and the large fake. Tracing slows the page: compare tasks with each other, not with
// the bench. `node scripts/bench/trace-start.mjs` (TRACE_RUNS=3, TRACE_SKIP_BUILD=1,
// TRACE_ONLY=small|large, TRACE_OUT=dir keeps the JSON traces).
import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { build, preview } from 'vite'
import { startSupysonic } from '../supysonic/server.mjs'
import { HOME_HEADING, waitForSelector, waitInPage } from './cdp-wait.mjs'
import { startFakeLibrary } from './fake-library.mjs'
import { recordLongTasks, stepAt } from './long-tasks.mjs'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const RUNS = Number(process.env.TRACE_RUNS ?? 3)
function shortUrl(url) {
  return (url ?? '').replace(/^https?:\/\/[^/]+/, '')
}
const LONG = Number(process.env.TRACE_LONG ?? 50)
// TRACE_LIGHT=1: no trace, only the long tasks (PerformanceObserver) placed among the start:* marks.
const LIGHT = Boolean(process.env.TRACE_LIGHT)
// TRACE_ROUTE=1: Albums, then the trace of a click on its first album until its songs show;
// TRACE_ROUTE=albums|artists|songs: the trace of a click on that list screen's link (from Home)
// until its data shows.
const LIST_ROUTES = {
  albums: { href: '/library/albums', ready: 'main section[aria-label="Albums"] img.album-card-cover' },
  artists: { href: '/library/artists', ready: 'main table[role="grid"] tbody tr' },
  songs: { href: '/library/songs', ready: 'main table[role="grid"] tbody tr' },
}
const ROUTE = Boolean(process.env.TRACE_ROUTE)
// TRACE_PALETTE=1: the trace of Ctrl+K on Home once started (=early: as soon as Home shows), until the palette's field shows.
const PALETTE = process.env.TRACE_PALETTE
const FROM_MARK = ROUTE || PALETTE
const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading', 'disabled-by-default-v8.cpu_profiler']

const small = process.env.TRACE_ONLY === 'large' ? null : await startSupysonic()
Object.assign(process.env, {
  TONEARM_PRESET_SERVER_URL: 'same-origin',
  TONEARM_PRESET_USER: small?.user ?? 'tonearm',
  TONEARM_PRESET_PASSWORD: small?.password ?? 'tonearm-pass',
  TONEARM_PRESET_AUTH_TYPE: 'password',
  TONEARM_PRESET_HIDE_SERVER: 'false',
})
if (!process.env.TRACE_SKIP_BUILD) await build({ root: ROOT, logLevel: 'warn' })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
})
try {
  if (small) await traceServer('small', small.url)
  if (process.env.TRACE_ONLY !== 'small') {
    const fake = await startFakeLibrary({ size: Number(process.env.BENCH_LARGE ?? 10_000), version: '1.10.2' })
    try {
      await traceServer('large', fake.url)
    } finally {
      await fake.stop()
    }
  }
} finally {
  await browser.close()
  await small?.stop()
}

async function traceServer(label, serverUrl) {
  process.env.TONEARM_SERVER_PROXY = serverUrl
  const app = await preview({ root: ROOT, logLevel: 'warn', preview: { port: 0, host: '127.0.0.1' } })
  try {
    // TRACE_PATH=/library/songs (or another list screen): the start straight onto that screen.
    const url = app.resolvedUrls.local[0].replace(/\/$/, '') + (process.env.TRACE_PATH ?? '/')
    for (let i = 0; i < RUNS; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
      const page = await context.newPage()
      if (LIGHT) {
        await lightRun(`${label} run ${i + 1}`, page, url)
        await context.close()
        continue
      }
      if (PALETTE) {
        await page.goto(url)
        await page.locator('main section[aria-busy="false"] img.album-card-cover').first().waitFor()
        await page.waitForTimeout(PALETTE === 'early' ? 0 : 1500)
        await browser.startTracing(page, { categories: CATEGORIES })
        await page.evaluate(() => performance.mark('start:click'))
        await page.keyboard.press('Control+k')
        await page.locator('[role="dialog"] [cmdk-input]').waitFor()
        await page.evaluate(() => performance.mark('start:shown'))
        await page.waitForTimeout(200)
        const trace = JSON.parse((await browser.stopTracing()).toString())
        await context.close()
        report(`${label} palette, run ${i + 1}`, trace.traceEvents)
        continue
      }
      if (ROUTE) {
        await page.goto(url)
        await page.locator('main section[aria-busy="false"] img.album-card-cover').first().waitFor()
        await page.waitForTimeout(500)
        const screen = LIST_ROUTES[process.env.TRACE_ROUTE]
        if (screen) {
          await browser.startTracing(page, { categories: CATEGORIES })
          await page.evaluate(() => performance.mark('start:click'))
          await page.evaluate((href) => document.querySelector(`nav a[href="${href}"]`).click(), screen.href)
          await page.locator(screen.ready).first().waitFor()
          await page.evaluate(() => performance.mark('start:shown'))
          await page.waitForTimeout(200)
          const trace = JSON.parse((await browser.stopTracing()).toString())
          await context.close()
          report(`${label} ${process.env.TRACE_ROUTE} route, run ${i + 1}`, trace.traceEvents)
          continue
        }
        await page.locator('nav a[href="/library/albums"]').click()
        await page.locator('main section[aria-label="Albums"] img.album-card-cover').first().waitFor()
        await page.waitForTimeout(500)
        await browser.startTracing(page, { categories: CATEGORIES })
        await page.evaluate(() => performance.mark('start:click'))
        await page.locator('main a[href^="/library/albums/"]').first().click()
        await page.locator('main table[role="grid"] tbody tr').first().waitFor()
        await page.evaluate(() => performance.mark('start:shown'))
        await page.waitForTimeout(200)
        const trace = JSON.parse((await browser.stopTracing()).toString())
        await context.close()
        report(`${label} album route, run ${i + 1}`, trace.traceEvents)
        continue
      }
      await browser.startTracing(page, { categories: CATEGORIES })
      await page.goto(url)
      await waitUntilHomeReady(page)
      await page.waitForTimeout(400)
      const trace = JSON.parse((await browser.stopTracing()).toString())
      await context.close()
      if (process.env.TRACE_OUT) {
        mkdirSync(process.env.TRACE_OUT, { recursive: true })
        writeFileSync(path.join(process.env.TRACE_OUT, `${label}-${i}.json`), JSON.stringify(trace))
      }
      report(`${label} run ${i + 1}`, trace.traceEvents)
    }
  } finally {
    await new Promise((resolve) => app.httpServer.close(resolve))
  }
}



function report(title, events) {
  const nav = FROM_MARK
    ? events.find((e) => e.name === 'start:click')
    : events.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL?.startsWith('http'))
  if (!nav) return console.info(`${title}: no navigationStart`)
  const main = `${nav.pid}:${nav.tid}`
  const t = (ts) => ((ts - nav.ts) / 1000).toFixed(0)
  const onMain = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && e.ts >= nav.ts)
  const marks = events.filter((e) => e.cat?.includes('blink.user_timing') && e.name.startsWith('start:')).sort((a, b) => a.ts - b.ts)
  const samples = profileSamples(events, nav.pid, nav.tid)
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur >= LONG * 1000)
  const all = onMain.filter((e) => e.name === 'RunTask' && e.dur >= 20_000)
  console.info(`\n== ${title}: tasks ≥ 20 ms (start+duration): ${all.map((e) => `${t(e.ts)}+${(e.dur / 1000).toFixed(0)}`).join(', ')}`)
  console.info(`   marks: ${marks.map((m) => `${m.name.slice(6)}@${t(m.ts)}`).join(' ')}`)
  if (FROM_MARK) {
    // After a click: each request's send and finish, and the main thread's tasks over 4 ms, in order.
    const requests = new Map()
    for (const e of events.filter((event) => event.ts >= nav.ts && (event.name === 'ResourceSendRequest' || event.name === 'ResourceFinish'))) {
      const id = e.args?.data?.requestId
      const entry = requests.get(id) ?? { url: '' }
      if (e.name === 'ResourceSendRequest') Object.assign(entry, { url: shortUrl(e.args.data.url).replace(/\?.*[&?]?/, (q) => (q.match(/[?&]type=[^&]*/)?.[0] ?? '').slice(0, 30)), sent: e.ts })
      else entry.done = e.ts
      requests.set(id, entry)
    }
    const line = [...requests.values()].filter((r) => r.sent).map((r) => `${r.url} ${t(r.sent)}→${r.done ? t(r.done) : '?'}`)
    console.info(`   requests: ${line.join(', ')}`)
    const busy = onMain.filter((e) => e.name === 'RunTask' && e.dur >= 4000)
    console.info(`   tasks ≥ 4 ms: ${busy.map((e) => `${t(e.ts)}+${(e.dur / 1000).toFixed(0)}`).join(', ')}`)
  }
  for (const task of tasks) {
    const step = marks.filter((m) => m.ts <= task.ts + task.dur).at(-1)?.name ?? 'before start:model'
    console.info(`  task at ${t(task.ts)} ms, ${(task.dur / 1000).toFixed(1)} ms (after ${step}):`)
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e.dur >= 3000 && !e.name.startsWith('V8.'))
    for (const e of inside.sort((a, b) => a.ts - b.ts)) {
      const depth = inside.filter((o) => o !== e && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur && o.dur > e.dur).length
      const d = e.args?.data ?? {}
      const what = [shortUrl(d.url), d.functionName, d.type].filter(Boolean).join(' ')
      console.info(`  ${'  '.repeat(depth)}${(e.dur / 1000).toFixed(1).padStart(6)} ${e.name} ${what}`)
    }
    const inTask = samples.filter((s) => s.ts >= task.ts && s.ts <= task.ts + task.dur)
    const byUrl = new Map()
    const byFn = new Map()
    for (const s of inTask) {
      byUrl.set(s.url, (byUrl.get(s.url) ?? 0) + s.dt)
      byFn.set(s.fn, (byFn.get(s.fn) ?? 0) + s.dt)
    }
    const top = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).map(([k, v]) => `${(v / 1000).toFixed(1)} ${k}`).join(' | ')
    console.info(`    self time by file: ${top(byUrl, 10)}`)
    console.info(`    self time by function: ${top(byFn, 14)}`)
    if (process.env.TRACE_TREE) printTree(inTask)
  }
}

/** The CPU profile's samples on the main thread: { ts, dt, url, fn } (self time of the leaf frame). */
function profileSamples(events, pid, tid) {
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid)
  if (!profile) return []
  const nodes = new Map()
  let ts = profile.args.data.startTime
  const out = []
  for (const chunk of events.filter((e) => e.name === 'ProfileChunk' && e.id === profile.id && e.pid === pid).sort((a, b) => a.ts - b.ts)) {
    const data = chunk.args.data.cpuProfile ?? {}
    for (const node of data.nodes ?? []) nodes.set(node.id, node)
    const deltas = chunk.args.data.timeDeltas ?? []
    for (const [i, id] of (data.samples ?? []).entries()) {
      ts += deltas[i] ?? 0
      const frame = nodes.get(id)?.callFrame ?? {}
      const url = shortUrl(frame.url) || frame.functionName
      out.push({ ts, dt: 0, url, fn: `${frame.functionName || '(anon)'}@${url}:${frame.lineNumber ?? ''}`, stack: stackOf(nodes, id) })
    }
  }
  for (let i = 0; i < out.length - 1; i++) out[i].dt = out[i + 1].ts - out[i].ts
  return out
}

/** Home's heading and covers, waited for through plain CDP (Playwright's locators would add a task of their own). */
async function waitUntilHomeReady(page) {
  const cdp = await page.context().newCDPSession(page)
  const screen = Object.values(LIST_ROUTES).find((candidate) => candidate.href === process.env.TRACE_PATH)
  if (screen) await waitForSelector(cdp, screen.ready)
  else {
    await waitInPage(cdp, HOME_HEADING)
    await waitForSelector(cdp, 'main section[aria-busy="false"] img.album-card-cover')
  }
  await cdp.detach()
}

/** Without tracing: each long task's start and duration, named after the start:* mark before it. */
async function lightRun(title, page, url) {
  await page.addInitScript(recordLongTasks)
  await page.goto(url)
  await waitUntilHomeReady(page)
  await page.waitForTimeout(400)
  const { tasks, marks } = await page.evaluate(() => ({
    tasks: window.benchLongTasks,
    marks: Object.fromEntries(performance.getEntriesByType('mark').filter((m) => m.name.startsWith('start:')).map((m) => [m.name, m.startTime])),
  }))
  const named = tasks.map((task) => `${stepAt(marks, task.start + task.duration)}@${task.start.toFixed(0)}+${task.duration.toFixed(0)}`)
  console.info(`${title}: long tasks ${named.join(', ') || 'none'} | marks ${Object.entries(marks).map(([name, at]) => `${name.slice('start:'.length)}@${at.toFixed(0)}`).join(' ')}`)
}

function stackOf(nodes, id) {
  const stack = []
  for (let node = nodes.get(id); node; node = nodes.get(node.parent)) {
    const frame = node.callFrame ?? {}
    stack.push(`${frame.functionName || '(anon)'}@${shortUrl(frame.url).replace('/assets/', '')}:${frame.lineNumber ?? ''}:${frame.columnNumber ?? ''}`)
  }
  return stack.reverse()
}

/** Top-down: inclusive time per call path, paths of 3 ms or more (TRACE_TREE=1). */
function printTree(samples) {
  const root = { name: 'task', ms: 0, children: new Map() }
  for (const sample of samples) {
    let node = root
    node.ms += sample.dt / 1000
    // Recursion collapsed: a function already on the path is not a new level.
    const seen = new Set()
    for (const name of sample.stack) {
      if (seen.has(name)) continue
      seen.add(name)
      if (!node.children.has(name)) node.children.set(name, { name, ms: 0, children: new Map() })
      node = node.children.get(name)
      node.ms += sample.dt / 1000
    }
  }
  const walk = (node, depth) => {
    if (node.ms < Number(process.env.TRACE_TREE_MIN ?? 3)) return
    console.info(`    ${'| '.repeat(depth)}${node.ms.toFixed(1)} ${node.name}`)
    for (const child of [...node.children.values()].sort((a, b) => b.ms - a.ms)) walk(child, depth + 1)
  }
  walk(root, 0)
}
