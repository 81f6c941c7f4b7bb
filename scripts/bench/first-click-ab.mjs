// A/B of two builds already made (FIRST_CLICK_DIRS=dirA,dirB, each a build's output directory
// made with the same TONEARM_PRESET_* as below), their cold first-click starts (first-click.mjs)
// alternated in the same minutes against one Supysonic: `node scripts/bench/first-click-ab.mjs`.
import { rm } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { preview } from 'vite'
import { startSupysonic } from '../supysonic/server.mjs'
import { measureFirstClick, prepareProfile } from './first-click.mjs'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const DIRS = (process.env.FIRST_CLICK_DIRS ?? '').split(',').filter(Boolean).map((dir) => path.resolve(dir))
if (DIRS.length === 0) throw new Error('FIRST_CLICK_DIRS=dirA,dirB: the builds to compare')

const server = await startSupysonic()
process.env.TONEARM_SERVER_PROXY = server.url
const apps = await Promise.all(DIRS.map((outDir) => preview({ root: ROOT, logLevel: 'warn', preview: { port: 0, host: '127.0.0.1' }, build: { outDir } })))
const urls = apps.map((app) => app.resolvedUrls.local[0].replace(/\/$/, ''))
const profiles = []
try {
  for (const url of urls) profiles.push(await prepareProfile(url))
  const runs = DIRS.map(() => [])
  for (let i = 0; i <= RUNS; i++) {
    for (const [index, url] of urls.entries()) {
      const run = await measureFirstClick(profiles[index], url, DIRS[index])
      // The first round is not counted: the machine settles.
      if (i > 0) runs[index].push(run)
    }
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
  for (const [index, dir] of DIRS.entries()) {
    const r = runs[index]
    console.info(`${dir}: first working click ${median(r.map((x) => x.clickAt)).toFixed(0)} ms (runs ${r.map((x) => x.clickAt.toFixed(0)).join(', ')}); lost ${r.map((x) => x.lost).join(', ')}; rows after click ${median(r.map((x) => x.rowsMs)).toFixed(0)} ms; FCP ${median(r.map((x) => x.fcp)).toFixed(0)} ms (runs ${r.map((x) => x.fcp.toFixed(0)).join(', ')}); listening ${median(r.map((x) => x.listening)).toFixed(0)} ms; JS until listening ${median(r.map((x) => x.js.kb)).toFixed(1)} KB in ${median(r.map((x) => x.js.files))} files; long tasks ${r.map((x) => x.longTasks).join(', ')}, longest ${median(r.map((x) => x.longestTask)).toFixed(0)} ms`)
  }
} finally {
  for (const profile of profiles) await rm(profile, { recursive: true, force: true })
  for (const app of apps) await new Promise((resolve) => app.httpServer.close(resolve))
  await server.stop()
}
