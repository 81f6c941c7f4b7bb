import type { ChildProcess } from 'node:child_process'
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import net from 'node:net'
import type { WebDriver, WebElement } from 'selenium-webdriver'
import { Builder } from 'selenium-webdriver'

/**
 * WebKitGTK, the engine the Linux desktop app runs in, driven over WebDriver: Debian's
 * WebKitWebDriver (package webkit2gtk-driver) starts WebKitGTK's MiniBrowser in automation mode.
 * WebKitGTK has no headless mode, so the browser draws into an Xvfb display of its own.
 */
export const MINIBROWSER = process.env.WEBKIT_MINIBROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'

export interface WebKit {
  readonly driver: WebDriver
  readonly stop: () => Promise<void>
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve()
    else child.once('exit', () => resolve())
  })
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  child.kill('SIGTERM')
  await exited(child)
}

/** An Xvfb on the first free display (Xvfb picks it and writes its number to fd 3). */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1366x768x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  })
  let errors = ''
  xvfb.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()))
  const display = await new Promise<string>((resolve, reject) => {
    let written = ''
    xvfb.stdio[3]?.on('data', (chunk: Buffer) => {
      written += chunk.toString()
      if (written.includes('\n')) resolve(`:${written.trim()}`)
    })
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}): ${errors}`)))
    xvfb.once('error', reject)
  })
  return { display, process: xvfb }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
    server.once('error', reject)
  })
}

/** Resolves once something accepts connections on `port`. */
async function listening(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('WebKitWebDriver exited at start')
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end()
        resolve(true)
      })
      socket.once('error', () => resolve(false))
    })
    if (open) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('WebKitWebDriver did not listen')
}

/** What a PulseAudio null sink received, recorded from its monitor (mono float32). */
export interface SoundRecorder {
  /** Drops what was recorded so far. */
  readonly reset: () => void
  readonly take: () => { sampleRate: number; samples: Float32Array }
}

export interface Sound {
  /** PULSE_SERVER for the browser. */
  readonly server: string
  readonly recorder: SoundRecorder
  readonly stop: () => Promise<void>
}

export const SAMPLE_RATE = 48_000

/**
 * A PulseAudio of its own (a private socket, no configuration read) with one null sink, and
 * parec recording that sink's monitor: the sound WebKitGTK sends to the speakers.
 */
export async function startSound(): Promise<Sound> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'tonearm-pulse-'))
  const socket = path.join(folder, 'native')
  const env = { ...process.env, HOME: folder, XDG_RUNTIME_DIR: folder, PULSE_RUNTIME_PATH: folder }
  const daemon = spawn(
    'pulseaudio',
    ['--daemonize=no', '--exit-idle-time=-1', '-n', '--use-pid-file=no', '--log-target=stderr',
      `--load=module-native-protocol-unix socket=${socket} auth-anonymous=1`,
      `--load=module-null-sink sink_name=speakers rate=${SAMPLE_RATE}`],
    { env, stdio: ['ignore', 'ignore', 'ignore'] },
  )
  const server = `unix:${socket}`
  const deadline = Date.now() + 10_000
  while (!existsSync(socket)) {
    if (daemon.exitCode !== null || Date.now() > deadline) throw new Error('PulseAudio did not start')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  const recorder = spawn(
    'parec',
    ['--device=speakers.monitor', '--format=float32le', `--rate=${SAMPLE_RATE}`, '--channels=1', '--latency-msec=20', '--raw'],
    { env: { ...env, PULSE_SERVER: server }, stdio: ['ignore', 'pipe', 'ignore'] },
  )
  let chunks: Buffer[] = []
  recorder.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk))
  return {
    server,
    recorder: {
      reset: () => (chunks = []),
      take: () => {
        const bytes = Buffer.concat(chunks)
        const samples = new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength - (bytes.byteLength % 4)))
        return { sampleRate: SAMPLE_RATE, samples }
      },
    },
    stop: async () => {
      await stopProcess(recorder)
      await stopProcess(daemon)
      await rm(folder, { recursive: true, force: true })
    },
  }
}

/**
 * Xvfb, WebKitWebDriver and one MiniBrowser session. The autoplay policy is WebKitGTK's default
 * (sound only after a user gesture), the one the desktop app's web view has.
 */
export async function startWebKit(sound?: Sound): Promise<WebKit> {
  const xvfb = await startXvfb()
  const port = await freePort()
  const driverProcess = spawn('WebKitWebDriver', [`--port=${port}`], {
    env: { ...process.env, DISPLAY: xvfb.display, ...(sound ? { PULSE_SERVER: sound.server } : {}) },
    stdio: ['ignore', 'ignore', 'ignore'],
  })
  try {
    await listening(port, driverProcess)
    const driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({ browserName: 'MiniBrowser', 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } })
      .build()
    await driver.manage().window().setRect({ width: 1280, height: 720 })
    return {
      driver,
      stop: async () => {
        await driver.quit().catch(() => undefined)
        await stopProcess(driverProcess)
        await stopProcess(xvfb.process)
      },
    }
  } catch (error) {
    await stopProcess(driverProcess)
    await stopProcess(xvfb.process)
    throw error
  }
}

/** Polls `read` until `accept` holds (WebDriver has no auto-waiting locators). */
export async function waitFor<T>(read: () => Promise<T>, accept: (value: T) => boolean, what: string, timeout = 20_000): Promise<T> {
  const deadline = Date.now() + timeout
  let last: T | undefined
  let failure: unknown
  while (Date.now() < deadline) {
    try {
      last = await read()
      if (accept(last)) return last
    } catch (error) {
      failure = error
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`Timed out waiting for ${what} (last: ${JSON.stringify(last)}${failure ? `, ${String(failure)}` : ''})`)
}

/**
 * The element with this ARIA role and accessible name (the name as the page states it: an
 * aria-label, the element's own text, or an input's <label>), searched in the page by script
 * because WebDriver locates by CSS or XPath only. Waits until it is there.
 */
export async function byRole(driver: WebDriver, role: string, name: string | RegExp, within?: WebElement): Promise<WebElement> {
  const pattern = typeof name === 'string' ? { source: `^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, flags: '' } : { source: name.source, flags: name.flags }
  const find = () =>
    driver.executeScript<WebElement | null>(
      `const [role, source, flags, root] = arguments
      const implicit = { navigation: 'nav', button: 'button', heading: 'h1,h2,h3,h4,h5,h6', textbox: 'input:not([type]),input[type=text],input[type=url],input[type=password],textarea', dialog: 'dialog', link: 'a[href]', region: 'section[aria-label],section[aria-labelledby]', checkbox: 'input[type=checkbox]', slider: 'input[type=range]' }
      const selector = [implicit[role], '[role="' + role + '"]'].filter(Boolean).join(',')
      const text = (id) => document.getElementById(id)?.textContent ?? ''
      const nameOf = (element) => {
        const labelledBy = element.getAttribute('aria-labelledby')
        if (labelledBy) return labelledBy.split(/\\s+/).map(text).join(' ')
        if (element.getAttribute('aria-label')) return element.getAttribute('aria-label')
        if (element.labels && element.labels.length > 0) return [...element.labels].map((label) => label.textContent).join(' ')
        return element.textContent ?? ''
      }
      const visible = (element) => element.getClientRects().length > 0
      const wanted = new RegExp(source, flags)
      return [...(root ?? document).querySelectorAll(selector)].find((element) => visible(element) && wanted.test(nameOf(element).trim().replace(/\\s+/g, ' '))) ?? null`,
      role,
      pattern.source,
      pattern.flags,
      within ?? null,
    )
  const element = await waitFor(find, (found) => found !== null, `${role} "${String(name)}"`)
  return element!
}
