// Installs the Debian packages the test suite needs when they are missing (as root, or with
// passwordless sudo); otherwise says exactly what to run. Usage: node scripts/ensure-system.mjs
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const NEEDS = [
  { pkg: 'chromium', file: '/usr/bin/chromium' },
  { pkg: 'supysonic', file: '/usr/bin/supysonic-server' },
  { pkg: 'python3-waitress', file: '/usr/lib/python3/dist-packages/waitress' },
  { pkg: 'ffmpeg', file: '/usr/bin/ffmpeg' },
  // The desktop download runs the system curl (tests/integration/desktop-download.test.ts).
  { pkg: 'curl', file: '/usr/bin/curl' },
  // The desktop engine's e2e (tests/webkit): WebKitGTK's WebDriver (and MiniBrowser), a display,
  // a sound server with a null sink and its recorder.
  { pkg: 'webkit2gtk-driver', file: '/usr/bin/WebKitWebDriver' },
  { pkg: 'xvfb', file: '/usr/bin/Xvfb' },
  { pkg: 'pulseaudio', file: '/usr/bin/pulseaudio' },
  { pkg: 'pulseaudio-utils', file: '/usr/bin/parec' },
]

const missing = NEEDS.filter((need) => !existsSync(need.file)).map((need) => need.pkg)
if (missing.length === 0) process.exit(0)

const command = ['apt-get', 'install', '-y', '--no-install-recommends', '-o', 'DPkg::Lock::Timeout=600', ...missing]
const root = process.getuid?.() === 0
const sudo = !root && spawnSync('sudo', ['-n', 'true']).status === 0
if (!root && !sudo) {
  console.error(`Missing Debian packages: ${missing.join(', ')}. Install them with:\n  sudo ${command.join(' ')}`)
  process.exit(1)
}
const prefix = root ? [] : ['sudo', '-n']
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
console.info(`Installing ${missing.join(', ')} with apt-get…`)
const run = (args) => spawnSync(prefix[0] ?? args[0], prefix.length ? [...prefix.slice(1), ...args] : args.slice(1), { stdio: 'inherit', env })
if (run(command).status !== 0) {
  run(['apt-get', 'update', '-o', 'DPkg::Lock::Timeout=600'])
  if (run(command).status !== 0) process.exit(1)
}
