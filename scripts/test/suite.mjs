// The whole suite, as `npm test` and CI run it: the system check, then lanes at once — the
// static checks; the unit tests; and, after the build, each Chromium chain (each a vitest process
// of its own with its own Supysonic and browser), then the sound-timing chain and the WebKitGTK
// chain beside what is left of the unit tests, which yield to them. A single
// `vitest run` runs the projects whose files go one at a time after every other project, one
// after another; the chains mostly wait on the browser and the server, so side by side with
// the unit tests they fill the CPU they would leave idle. Each process's output is printed whole
// when it ends; the slowest files of all of them close the run. Usage: node scripts/test/suite.mjs
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../..')
const timings = mkdtempSync(path.join(tmpdir(), 'tonearm-suite-'))
const started = Date.now()
const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`

/** The processes of a lane still running, by name (for renice). */
const running = new Map()

/** Every process under `pid`, itself included (from /proc: the suite runs on Linux). */
function processTree(pid) {
  const children = new Map()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    let stat
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
    } catch {
      continue // ended meanwhile
    }
    // pid (name) state ppid …: the name may hold spaces and parentheses.
    const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
    children.set(parent, [...(children.get(parent) ?? []), Number(entry)])
  }
  const tree = [pid]
  for (let index = 0; index < tree.length; index++) tree.push(...(children.get(tree[index]) ?? []))
  return tree
}

/** The threads of `pids` (Linux's niceness is per thread). */
function threadsOf(pids) {
  return pids.flatMap((pid) => {
    try {
      return readdirSync(`/proc/${pid}/task`)
    } catch {
      return []
    }
  })
}

/** Runs one command with its output held, printed as one block when it ends; resolves to its exit code. */
function run(name, command, args, { nice = 0 } = {}) {
  const begun = Date.now()
  const [file, argv] = nice > 0 ? ['nice', ['-n', String(nice), command, ...args]] : [command, args]
  const child = spawn(file, argv, {
    cwd: root,
    env: { ...process.env, TONEARM_SLOWEST_OUT: path.join(timings, `${name}.json`), FORCE_COLOR: process.env.FORCE_COLOR ?? '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  running.set(name, child.pid)
  const output = []
  child.stdout.on('data', (chunk) => output.push(chunk))
  child.stderr.on('data', (chunk) => output.push(chunk))
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      running.delete(name)
      const status = code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`
      process.stdout.write(`\n━━ ${name}: ${[command, ...args].join(' ')}\n${Buffer.concat(output).toString()}`)
      process.stdout.write(`━━ ${name} ${status} in ${seconds(Date.now() - begun)}\n`)
      resolve(code ?? 1)
    })
  })
}

/** Runs the steps one after another (each whatever the last gave); the first failure's code. */
async function lane(steps) {
  let failure = 0
  for (const step of steps) {
    const code = await step()
    if (failure === 0) failure = code
  }
  return failure
}

const npm = (name, script) => () => run(name, 'npm', ['run', '--silent', script])
const vitest = (name, projects, options) => () => run(name, 'npx', ['vitest', 'run', ...projects.flatMap((project) => ['--project', project])], options)

const system = spawnSync('node', ['scripts/ensure-system.mjs'], { cwd: root, stdio: 'inherit' })
if (system.status !== 0) process.exit(system.status ?? 1)

// The build first; the browser chains need it (their global set-up would otherwise build it,
// each at once).
const built = run('build', 'npm', ['run', '--silent', 'build'])
const afterBuild = (step) => () => built.then((code) => (code === 0 ? step() : code))
const chromium = Promise.all([
  lane([afterBuild(vitest('e2e', ['e2e']))]),
  lane([afterBuild(vitest('e2e-media', ['e2e-media']))]),
  lane([afterBuild(vitest('e2e-long', ['e2e-long']))]),
])
// Then, once the Chromium chains are done, the files that time sound to the millisecond
// (e2e-quiet: a gapless handover) and the WebKitGTK chain, one after the other: beside the other
// chains the recorded output had silences the machine's load made (a gap between songs, an
// underrun inside one). The unit tests, if still running, then yield the CPU to them wholly
// (nice 19): these play real sound and mostly wait, so the unit tests go on in the time they leave.
const quiet = chromium.then(async () => {
  const unit = running.get('unit')
  if (unit !== undefined) spawnSync('renice', ['-n', '19', '-p', ...threadsOf(processTree(unit))], { stdio: 'ignore' })
  return lane([vitest('e2e-quiet', ['e2e-quiet']), vitest('e2e-webkit', ['e2e-webkit'])])
})
const codes = (
  await Promise.all([
    lane([npm('typecheck', 'typecheck'), npm('lint', 'lint'), npm('i18n', 'i18n:check')]),
    // The unit tests use the CPU fully; niced, they take what the browser chains leave (the
    // chains time real playback).
    lane([vitest('unit', ['unit', 'unit-node'], { nice: 5 })]),
    chromium,
    quiet,
  ])
).flat()

const files = readdirSync(timings).flatMap((name) => JSON.parse(readFileSync(path.join(timings, name), 'utf8')))
rmSync(timings, { recursive: true, force: true })
const slowest = files.sort((a, b) => b.total - a.total).slice(0, 10)
const pad = (ms) => `${(ms / 1000).toFixed(1)} s`.padStart(8)
process.stdout.write(`\nSlowest ${slowest.length} test files:\n`)
for (const file of slowest) process.stdout.write(`${pad(file.total)}  (tests ${pad(file.tests).trim()}, import ${pad(file.collect).trim()})  ${file.name}\n`)
const failed = codes.some((code) => code !== 0)
process.stdout.write(`\nThe suite ${failed ? 'FAILED' : 'passed'} in ${seconds(Date.now() - started)}.\n`)
process.exit(failed ? 1 : 0)
