// Where a click's time goes: for each route of the journey, the ms from the click until its data
// request leaves, until its reply is in, and until the data is on screen (no tracing: resource
// timing and a MutationObserver), against Supysonic's small library. `node scripts/bench/click-breakdown.mjs`
// (BENCH_RUNS, CLICK_HOVER=ms: the pointer rests on the link that long before the click,
// CLICK_DIRS=dirA,dirB: A/B of two builds already made, their runs alternated in the same minutes).
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { build, preview } from 'vite'
import { startSupysonic } from '../supysonic/server.mjs'
import { coversSettled } from './journey.mjs'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const HOVER = Number(process.env.CLICK_HOVER ?? 0)
const ROUTES = [
  { name: 'Albums', link: 'nav a[href="/library/albums"]', request: 'getAlbumList2', ready: 'main section[aria-label="Albums"] img.album-card-cover' },
  { name: 'an album', link: 'main a[href^="/library/albums/"]', request: 'getAlbum?', ready: 'main table[role="grid"] tbody tr' },
  { name: 'Artists', home: true, link: 'nav a[href="/library/artists"]', request: 'getArtists', ready: 'main table[role="grid"] tbody tr' },
  { name: 'Songs', home: true, link: 'nav a[href="/library/songs"]', request: 'search3', ready: 'main table[role="grid"] tbody tr' },
]

const small = await startSupysonic()
Object.assign(process.env, {
  TONEARM_SERVER_PROXY: small.url,
  TONEARM_PRESET_SERVER_URL: 'same-origin',
  TONEARM_PRESET_USER: small.user,
  TONEARM_PRESET_PASSWORD: small.password,
  TONEARM_PRESET_AUTH_TYPE: 'password',
  TONEARM_PRESET_HIDE_SERVER: 'false',
})
const DIRS = process.env.CLICK_DIRS?.split(',') ?? [null]
if (!process.env.CLICK_DIRS && !process.env.TRACE_SKIP_BUILD) await build({ root: ROOT, logLevel: 'warn' })
const apps = await Promise.all(
  DIRS.map((dir) => preview({ root: ROOT, logLevel: 'warn', preview: { port: 0, host: '127.0.0.1' }, ...(dir ? { build: { outDir: path.resolve(dir) } } : {}) })),
)
const urls = apps.map((app) => app.resolvedUrls.local[0].replace(/\/$/, ''))
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
})

function clickInPage({ link, request, ready }) {
  return new Promise((resolve, reject) => {
    const target = document.querySelector(link)
    if (!target) return reject(new Error(`no ${link}`))
    const started = performance.now()
    let table = NaN
    let address = NaN
    const observer = new MutationObserver(() => {
      if (Number.isNaN(address) && location.href !== before) address = performance.now() - started
      if (Number.isNaN(table) && location.href !== before && document.querySelector('main table[role="grid"], main section[aria-label="Albums"] .album-grid')) table = performance.now() - started
      if (!document.querySelector(ready) || location.href === before) return
      observer.disconnect()
      const shown = performance.now() - started
      const entry = performance.getEntriesByType('resource').find((e) => e.startTime >= started - 1 && e.name.includes(request))
      resolve({ request: entry ? entry.startTime - started : NaN, reply: entry ? entry.responseEnd - started : NaN, address, table, shown })
    })
    const before = location.href
    observer.observe(document, { childList: true, subtree: true, attributes: true })
    target.click()
  })
}

const results = DIRS.map(() => Object.fromEntries(ROUTES.map((r) => [r.name, []])))
try {
  for (let i = 0; i < RUNS * DIRS.length; i++) {
    const which = i % DIRS.length
    const url = urls[which]
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    await page.goto(`${url}/`)
    await page.locator('main section[aria-busy="false"] img.album-card-cover').first().waitFor()
    await page.waitForTimeout(1500)
    for (const route of ROUTES) {
      if (route.home) {
        await page.evaluate(() => document.querySelector('nav a[href="/"]').click())
        await page.locator('main section[aria-busy="false"] img.album-card-cover').first().waitFor()
      }
      await coversSettled(page)
      await page.waitForTimeout(300)
      if (HOVER) {
        await page.locator(route.link).first().hover()
        await page.waitForTimeout(HOVER)
      }
      results[which][route.name].push(await page.evaluate(clickInPage, route))
    }
    await context.close()
  }
} finally {
  await browser.close()
  for (const app of apps) await new Promise((resolve) => app.httpServer.close(resolve))
  await small.stop()
}
const median = (values) => { const s = [...values].sort((a, b) => a - b); const m = Math.floor(s.length / 2); return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2 }
DIRS.forEach((dir, which) => {
  console.info(`${dir ?? 'this build'}: click → request leaves / reply in / address changed / table or grid drawn / data on screen (median of ${RUNS}${HOVER ? `, pointer on the link ${HOVER} ms before` : ''}):`)
  for (const [name, runs] of Object.entries(results[which])) {
    const m = (key) => median(runs.map((r) => r[key])).toFixed(0).padStart(4)
    console.info(`  ${name.padEnd(9)} ${m('request')} / ${m('reply')} / ${m('address')} / ${m('table')} / ${m('shown')} ms   (shown: ${runs.map((r) => r.shown.toFixed(0)).join(', ')})`)
  }
})
