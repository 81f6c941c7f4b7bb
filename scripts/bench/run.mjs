// npm run bench: speed and weight figures (medians over several runs; these machines are noisy).
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { build, preview } from 'vite'
import { startSupysonic } from '../supysonic/server.mjs'
import { routeChunks } from './bundle.mjs'
import { measureFirstPaint } from './first-paint.mjs'
import { benchQueue } from './queue.mjs'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const OUT = path.join(ROOT, 'resources/www')
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const BUDGET_KB = 157

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}
const kb = (value) => `${value.toFixed(1)} KB`

const server = await startSupysonic()
process.env.TONEARM_SERVER_PROXY = server.url
Object.assign(process.env, {
  TONEARM_PRESET_SERVER_URL: 'same-origin',
  TONEARM_PRESET_USER: server.user,
  TONEARM_PRESET_PASSWORD: server.password,
  TONEARM_PRESET_AUTH_TYPE: 'password',
  TONEARM_PRESET_HIDE_SERVER: 'false',
})
await build({ root: ROOT, logLevel: 'warn' })
const app = await preview({ root: ROOT, logLevel: 'warn', preview: { port: 0, host: '127.0.0.1' } })
const appUrl = app.resolvedUrls.local[0].replace(/\/$/, '')
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
})

try {
  const { rows } = routeChunks(OUT)
  console.info('\nRoute and dialog chunks (gzip, beyond the entry):')
  for (const row of rows) console.info(`  ${row.module.padEnd(48)} ${kb(row.kb)}`)

  const home = []
  for (let i = 0; i < RUNS; i++) {
    home.push(
      await measureFirstPaint(browser, `${appUrl}/`, OUT, {
        waitFor: (page) => page.getByRole('heading', { name: 'Home', level: 1 }).waitFor(),
      }),
    )
  }
  const longest = home.map((run) => Math.max(0, ...run.longTasks))
  console.info(`\nHome (logged in through the preset), median of ${RUNS} runs:`)
  console.info(`  JS+CSS before first contentful paint: ${kb(median(home.map((r) => r.kbBeforePaint)))} (budget ${BUDGET_KB} KB)`)
  console.info(`  JS+CSS until Home is on screen:       ${kb(median(home.map((r) => r.kbUntilReady)))}`)
  console.info(`  first contentful paint:               ${median(home.map((r) => r.fcp)).toFixed(0)} ms`)
  console.info(`  Home ready (navigation → heading):    ${median(home.map((r) => r.readyMs)).toFixed(0)} ms`)
  console.info(`  longest task while starting:          ${median(longest).toFixed(0)} ms (budget 50 ms)`)
} finally {
  await browser.close()
  await new Promise((resolve) => app.httpServer.close(resolve))
  await server.stop()
}

await benchQueue()
