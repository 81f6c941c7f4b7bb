// The silence between album songs, in both engines the app ships in: Chromium (browsers, the
// Windows desktop app) and WebKitGTK (the Linux desktop app). Runs the two e2e tests that
// measure it on the real output and prints their figures:
// - Chromium: tests/e2e/audio-effects.test.ts, the gapless test (Web Audio tap, two songs);
// - WebKitGTK: tests/webkit/desktop-engine.test.ts (a PulseAudio null sink, three song changes).
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')

function run(args, pattern) {
  const result = spawnSync('npx', ['vitest', 'run', ...args], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } })
  const output = `${result.stdout}\n${result.stderr}`
  const line = output.split('\n').find((text) => pattern.test(text))
  return { line: line?.trim() ?? '(no figure: the test failed before measuring)', passed: result.status === 0 }
}

/** The figures in ms a test printed (each silence, or Chromium's longest), as `median …, longest …`. */
function summary(line) {
  // oxlint-disable-next-line no-control-regex -- the terminal's colour codes
  const plain = line.replace(/\u001b\[[0-9;]*m/g, '').replace(/\[[^\]]*\]/g, '')
  const figures = [...plain.matchAll(/(\d+(?:\.\d+)?) ms/g)].map((match) => Number(match[1])).sort((a, b) => a - b)
  if (figures.length === 0) return ''
  const mid = Math.floor(figures.length / 2)
  const median = figures.length % 2 ? figures[mid] : (figures[mid - 1] + figures[mid]) / 2
  return ` → median ${median.toFixed(0)} ms, longest ${figures.at(-1).toFixed(0)} ms`
}

export async function benchGaps() {
  console.info('\nGaps between album songs (budget 50 ms), on the real output of each engine:')
  const chromium = run(['--project', 'e2e-media', 'tests/e2e/audio-effects.test.ts', '-t', 'gapless'], /longest silence between the songs/)
  console.info(`  Chromium:  ${chromium.line}${summary(chromium.line)}${chromium.passed ? '' : '  [test failed]'}`)
  const webkit = run(['--project', 'e2e-webkit', 'tests/webkit/desktop-engine.test.ts', '-t', 'three tracks'], /silences between the songs/)
  console.info(`  WebKitGTK: ${webkit.line}${summary(webkit.line)}${webkit.passed ? '' : '  [test failed]'}`)
}
