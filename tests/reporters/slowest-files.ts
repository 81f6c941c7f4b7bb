import { writeFileSync } from 'node:fs'
import type { Reporter, TestModule } from 'vitest/node'

/** How many of the slowest test files the run lists at its end. */
const SHOWN = 10

/**
 * Lists the slowest test files at the end of a run (beside the default reporter), with vitest's
 * own figures per file: the tests and hooks, and importing the file (collect) and its set-up.
 * What to make faster first when the suite grows past its time budget. Under the suite's runner
 * (scripts/test/suite.mjs, several vitest processes at once) it writes every file's figures to
 * `TONEARM_SLOWEST_OUT` instead, and the runner lists the slowest of all of them.
 */
export default class SlowestFiles implements Reporter {
  onTestRunEnd(testModules: readonly TestModule[]): void {
    const timed = testModules.map((module) => {
      const diagnostic = module.diagnostic()
      const total = diagnostic.duration + diagnostic.collectDuration + diagnostic.setupDuration + diagnostic.environmentSetupDuration
      return { name: `${module.project.name}  ${module.relativeModuleId}`, total, tests: diagnostic.duration, collect: diagnostic.collectDuration }
    })
    const out = process.env.TONEARM_SLOWEST_OUT
    if (out) return writeFileSync(out, JSON.stringify(timed))
    const slowest = timed.sort((a, b) => b.total - a.total).slice(0, SHOWN)
    if (slowest.length === 0) return
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(8)
    const lines = slowest.map((file) => `${seconds(file.total)}  (tests ${seconds(file.tests).trim()}, import ${seconds(file.collect).trim()})  ${file.name}`)
    process.stdout.write(`\nSlowest ${slowest.length} test files:\n${lines.join('\n')}\n`)
  }
}
