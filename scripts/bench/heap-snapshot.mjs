// What the JS heap holds once Home is ready: a heap snapshot of a cold start (after GC), its self
// sizes summed by kind (code, strings, closures, objects…) and the largest constructors and
// scripts. A diagnosis for the heap budget, not a figure: `node scripts/bench/heap-snapshot.mjs`
// (builds the app, starts Supysonic; HEAP_TOP sets how many rows each table prints).
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { build, preview } from 'vite'
import { startSupysonic } from '../supysonic/server.mjs'
import { waitForSelector } from './cdp-wait.mjs'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const TOP = Number(process.env.HEAP_TOP ?? 25)
const HOME_READY = 'main section[aria-busy="false"] img.album-card-cover'

/** Self sizes of a snapshot by node type, by constructor (objects) and by script (code). */
function summarise(snapshot) {
  const { node_fields: fields, node_types: [types] } = snapshot.snapshot.meta
  const width = fields.length
  const at = (name) => fields.indexOf(name)
  const [TYPE, NAME, SIZE] = [at('type'), at('name'), at('self_size')]
  const byType = new Map()
  const byName = new Map()
  const add = (map, key, size) => {
    const entry = map.get(key) ?? { size: 0, count: 0 }
    entry.size += size
    entry.count++
    map.set(key, entry)
  }
  let total = 0
  for (let index = 0; index < snapshot.nodes.length; index += width) {
    const type = types[snapshot.nodes[index + TYPE]]
    const size = snapshot.nodes[index + SIZE]
    const name = snapshot.strings[snapshot.nodes[index + NAME]]
    total += size
    add(byType, type, size)
    if (type === 'object' || type === 'closure' || type === 'code') add(byName, `${type}: ${name.slice(0, 70)}`, size)
  }
  return { total, byType, byName }
}

const table = (map, rows) =>
  [...map.entries()]
    .sort((a, b) => b[1].size - a[1].size)
    .slice(0, rows)
    .map(([key, { size, count }]) => `  ${(size / 1024).toFixed(0).padStart(7)} KiB ${String(count).padStart(7)}  ${key}`)
    .join('\n')

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
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
})
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  // One start to make the covers' thumbnails on the server, then the measured one.
  for (let start = 0; start < 2; start++) {
    await page.goto(app.resolvedUrls.local[0], { waitUntil: 'commit' })
    await waitForSelector(cdp, HOME_READY)
  }
  await page.waitForTimeout(1000)
  await cdp.send('HeapProfiler.collectGarbage')
  const { usedSize } = await cdp.send('Runtime.getHeapUsage')
  const chunks = []
  cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => chunks.push(chunk))
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
  const { total, byType, byName } = summarise(JSON.parse(chunks.join('')))
  console.info(`Heap used ${(usedSize / 1024 / 1024).toFixed(2)} MiB; the snapshot's self sizes ${(total / 1024 / 1024).toFixed(2)} MiB`)
  console.info(`\nBy kind:\n${table(byType, TOP)}`)
  console.info(`\nLargest constructors, closures and code:\n${table(byName, TOP)}`)
  await context.close()
} finally {
  await browser.close()
  await app.close()
  await server.stop()
}
