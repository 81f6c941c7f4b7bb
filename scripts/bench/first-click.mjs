// A start timed by the first click that works, made as a person makes it: a returning user's
// browser restarted on a copy of a signed-in profile (cold: its HTTP cache, code cache and Service
// Worker storage removed; warm: kept), the pointer on the first Home cover as soon as it has
// loaded, clicked, and the click repeated every 300 ms until the address changes.
import { cp, mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { gzipKb } from './bundle.mjs'
import { waitInPage } from './cdp-wait.mjs'
import { recordLongTasks, stepAt } from './long-tasks.mjs'

export const RETRY_MS = 300
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
/** What a cold start removes from the profile: what a browser whose caches were emptied lacks. */
const CACHES = ['Default/Cache', 'Default/Code Cache', 'Default/Service Worker', 'Default/GPUCache']
/** The Service Worker's storage: its registration, and Cache Storage (the songs and covers it keeps offline). */
const WORKER = 'Default/Service Worker'
const ALBUM_ROWS = `() => location.pathname.startsWith('/library/albums/') && document.querySelector('main table[role="grid"] tbody tr') ? performance.now() : null`

/** The first Home cover on screen that has loaded (the frame's or the app's), as a person sees it: its centre and when it was found. */
const FIRST_COVER = `() => {
  // Loaded, and what the pointer meets at its centre (not clipped by its row, nor under the info panel).
  const centre = (img) => {
    const box = img.getBoundingClientRect()
    return { x: box.left + box.width / 2, y: box.top + box.height / 2 }
  }
  const cover = [...document.querySelectorAll('img.album-card-cover')].find((img) => {
    const { x, y } = centre(img)
    return img.complete && img.naturalWidth > 0 && document.elementFromPoint(x, y) === img
  })
  return cover ? { ...centre(cover), at: performance.now() } : null
}`

/** Passed to `page.addInitScript`: every click and key the page receives (their event times) and the first change of address. */
function recordInput() {
  window.benchInput = { clicks: [], keys: [], addressAt: null }
  const first = location.pathname
  addEventListener('click', (event) => window.benchInput.clicks.push(event.timeStamp), true)
  addEventListener('keydown', (event) => window.benchInput.keys.push(event.timeStamp), true)
  const check = () => {
    if (window.benchInput.addressAt === null && location.pathname !== first) window.benchInput.addressAt = performance.now()
  }
  globalThis.navigation?.addEventListener('currententrychange', check)
  addEventListener('popstate', check)
}

export function launch(dir) {
  return chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 800 },
  })
}

/** A signed-in profile for `url`: Home opened once until its covers showed, then the browser closed (the caller removes the directory). */
export async function prepareProfile(url) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tonearm-profile-'))
  const context = await launch(dir)
  const page = context.pages()[0] ?? (await context.newPage())
  const cdp = await context.newCDPSession(page)
  await page.goto(`${url}/`)
  await waitInPage(cdp, `() => document.querySelector('main section[aria-busy="false"] img.album-card-cover') && !document.querySelector('.start-frame')`, { timeout: 30_000, what: "the app's Home" })
  // Whatever the app stores after its start (the sealed credential, the state) is written by then.
  await new Promise((resolve) => setTimeout(resolve, 1000))
  await context.close()
  return dir
}

/** `keepWorker`: a cold start that keeps the Service Worker and what it stores (the offline start's). */
async function copyProfile(profile, { warm, keepWorker = false }) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'tonearm-start-'))
  await cp(profile, dir, { recursive: true })
  // A profile copied while Chromium held it locked would not open again.
  await rm(path.join(dir, 'SingletonLock'), { force: true })
  if (!warm) for (const cache of CACHES) if (!(keepWorker && cache === WORKER)) await rm(path.join(dir, cache), { recursive: true, force: true })
  return dir
}

/** The page's resources and marks, and the JS (gzip KB, files) whose response ended before `until` (page ms). */
async function pageTiming(page, outDir) {
  const timing = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    scripts: performance.getEntriesByType('resource').filter((entry) => /\.js(\?|$)/.test(entry.name)).map((entry) => ({ name: new URL(entry.name).pathname, end: entry.responseEnd })),
    marks: Object.fromEntries(performance.getEntriesByType('mark').map((mark) => [mark.name, mark.startTime])),
    longTasks: window.benchLongTasks,
    input: window.benchInput,
  }))
  const jsBefore = (until) => {
    const files = timing.scripts.filter((entry) => entry.end <= until && entry.name.startsWith('/assets/'))
    return { kb: files.reduce((sum, entry) => sum + gzipKb(path.join(outDir, entry.name)), 0), files: files.length }
  }
  return { ...timing, jsBefore }
}

/**
 * One start of `url` on a copy of `profile`: navigation start → the click that worked (its event
 * time), the clicks lost before it, click → address and click → the album's rows, FCP, and until
 * the app listens (mark `start:listening`): JS gzip KB and files, the longest task. `target`: what
 * is clicked (a page function answering its centre and when it was found; the first loaded Home
 * cover unless said), waited for up to `targetTimeout` ms; `keepWorker`: see copyProfile.
 */
export async function measureFirstClick(profile, url, outDir, { warm = false, keepWorker = false, target = FIRST_COVER, what = 'a loaded Home cover', targetTimeout = 30_000 } = {}) {
  const dir = await copyProfile(profile, { warm, keepWorker })
  const context = await launch(dir)
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.addInitScript(recordLongTasks)
    await page.addInitScript(recordInput)
    // Every wait goes through plain CDP (cdp-wait.mjs): no script of Playwright's in the page.
    const cdp = await context.newCDPSession(page)
    await page.goto(`${url}/`, { waitUntil: 'commit' })
    const cover = await waitInPage(cdp, target, { timeout: targetTimeout, what })
    let lost = 0
    for (;;) {
      await page.mouse.click(cover.x, cover.y)
      const moved = await waitInPage(cdp, `() => location.pathname !== '/'`, { timeout: RETRY_MS, what: 'the address to change' }).catch(() => false)
      if (moved) break
      if (++lost > 50) {
        const seen = await page.evaluate(({ x, y }) => {
          const at = document.elementFromPoint(x, y)
          return `${location.pathname}; at the pointer: ${at ? `${at.tagName}.${at.className}` : 'nothing'}; steps: ${performance.getEntriesByType('mark').map((mark) => mark.name).join(' ')}`
        }, cover)
        throw new Error(`no click on ${what} worked (${JSON.stringify(cover)}: ${seen})`)
      }
    }
    const rowsAt = await waitInPage(cdp, ALBUM_ROWS, { timeout: 30_000, what: "the album's rows" })
    await waitInPage(cdp, `() => performance.getEntriesByName('start:listening').length > 0`, { timeout: 30_000, what: 'the app to listen' })
    const timing = await pageTiming(page, outDir)
    const { clicks, addressAt } = timing.input
    const clickAt = clicks.filter((at) => at <= addressAt).at(-1) ?? clicks.at(-1)
    const listening = timing.marks['start:listening']
    const before = timing.longTasks.filter((task) => task.start < listening)
    const longest = before.reduce((a, b) => (b.duration > a.duration ? b : a), { start: 0, duration: 0 })
    return {
      coverAt: cover.at,
      clickAt,
      lost,
      effectMs: addressAt - clickAt,
      rowsMs: rowsAt - clickAt,
      fcp: timing.fcp,
      listening,
      js: timing.jsBefore(listening),
      longestTask: longest.duration,
      longestTaskStep: longest.duration ? stepAt(timing.marks, longest.start + longest.duration) : null,
      longTasks: before.length,
    }
  } finally {
    await context.close()
    await rm(dir, { recursive: true, force: true })
  }
}

/** A cold start with Ctrl+K pressed once the first paint is there: key → the app's palette listing its commands (ms). */
export async function measurePaletteAtFirstPaint(profile, url) {
  const dir = await copyProfile(profile, { warm: false })
  const context = await launch(dir)
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.addInitScript(recordInput)
    const cdp = await context.newCDPSession(page)
    await page.goto(`${url}/`, { waitUntil: 'commit' })
    await waitInPage(cdp, `() => performance.getEntriesByName('first-contentful-paint').length > 0`, { timeout: 30_000, what: 'the first paint' })
    await page.keyboard.press('Control+k')
    const shownAt = await waitInPage(cdp, `() => document.querySelector('[role="dialog"] [cmdk-item]') ? performance.now() : null`, { timeout: 30_000, what: "the app's palette" })
    const keyAt = await page.evaluate(() => window.benchInput.keys[0])
    return shownAt - keyAt
  } finally {
    await context.close()
    await rm(dir, { recursive: true, force: true })
  }
}
