// What the JS heap holds once Home is ready: a heap snapshot of a cold start (after GC), its self
// sizes summed by kind (code, strings, closures, objects…) and the largest constructors and
// scripts. A diagnosis for the heap budget, not a figure: `node scripts/bench/heap-snapshot.mjs`
// (builds the app, starts Supysonic; HEAP_TOP sets how many rows each table prints).
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { startBenchApp } from './bench-app.mjs'
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

const { browser, appUrl, close } = await startBenchApp(ROOT)
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  // One start to make the covers' thumbnails on the server, then the measured one.
  for (let start = 0; start < 2; start++) {
    await page.goto(`${appUrl}/`, { waitUntil: 'commit' })
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
  await close()
}
