import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import type { Server } from 'node:http'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import type { WebDriver } from 'selenium-webdriver'
import { build } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SERVICE_WORKER_ENTRY, SERVICE_WORKER_FILE } from '../../scripts/vite/service-worker-plugin'
import type { Sound, WebKit } from './webkit'
import { byRole, startSound, startWebKit, waitFor } from './webkit'

/**
 * The desktop app's kept songs in WebKitGTK, its engine: the desktop build's Service Worker
 * (`keeps: false`) answers a stream address from a file that the page's own origin serves where
 * the server's entry says (the runtime's mount of the kept-songs folder, docs/offline.md), with
 * the server unreachable. That origin here answers every request whole, Range or not: the worst
 * the runtime's server may do (not measured without its binary), so seeking rests on the worker.
 */
/** Long enough (about 24 MB at 320 kbit/s) that a seek near its end asks for a range. */
const SECONDS = 600
const KEY = 'x0123abcd'
const FILE = 'x0123abcd-tr-1-0-source-00000001.mp3'

let folder: string
let song: Buffer
let origin: Server
let originUrl: string
const ranges: (string | null)[] = []
let sound: Sound
let webkit: WebKit
let driver: WebDriver

const PAGE = `<!doctype html><html><body><button id="play">Play</button><script>
  navigator.serviceWorker.register('/sw.js', { scope: '/' })
  navigator.serviceWorker.ready.then(() => {
    const tell = () => navigator.serviceWorker.controller?.postMessage({ type: 'tonearm-media-server', server: {
      key: '${KEY}', rest: 'http://127.0.0.1:9/rest/', auth: 'u=alice&v=1.16.1&c=Tonearm&p=enc%3A00', kept: '/kept-test/' } })
    if (navigator.serviceWorker.controller) tell()
    navigator.serviceWorker.addEventListener('controllerchange', tell)
    // Questions of a restarted worker: the same entry.
    navigator.serviceWorker.addEventListener('message', (event) => event.ports[0]?.postMessage({
      key: '${KEY}', rest: 'http://127.0.0.1:9/rest/', auth: 'u=alice&v=1.16.1&c=Tonearm&p=enc%3A00', kept: '/kept-test/' }))
    navigator.serviceWorker.startMessages()
  })
  document.getElementById('play').addEventListener('click', () => {
    const audio = new Audio('/media/${KEY}/stream?id=tr-1&maxBitRate=0&estimateContentLength=true')
    window.keptAudio = audio
    audio.play()
  })
</script></body></html>`

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'tonearm-kept-'))
  const root = path.resolve(__dirname, '../..')
  await build({
    configFile: false,
    root,
    base: '/',
    logLevel: 'warn',
    publicDir: false,
    define: { TONEARM_SHELL: JSON.stringify({ version: 'desktop', assets: [], keeps: false }) },
    build: {
      outDir: folder,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2022',
      minify: true,
      lib: { entry: path.resolve(root, SERVICE_WORKER_ENTRY), formats: ['iife'], name: 'tonearmServiceWorker', fileName: () => SERVICE_WORKER_FILE },
    },
  })
  await promisify(execFile)('ffmpeg', ['-loglevel', 'error', '-f', 'lavfi', '-i', `sine=frequency=440:duration=${SECONDS}`, '-b:a', '320k', path.join(folder, FILE)])
  song = await readFile(path.join(folder, FILE))
  const worker = await readFile(path.join(folder, SERVICE_WORKER_FILE))
  const index = JSON.stringify({ version: 1, songs: { [`${KEY}/tr-1/0/source`]: { file: FILE, type: 'audio/mpeg', size: song.length } } })
  origin = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://origin.invalid')
    if (url.pathname === '/') return void response.writeHead(200, { 'Content-Type': 'text/html' }).end(PAGE)
    if (url.pathname === '/sw.js') return void response.writeHead(200, { 'Content-Type': 'application/javascript' }).end(worker)
    if (url.pathname === '/kept-test/kept-songs.json') return void response.writeHead(200, { 'Content-Type': 'application/json' }).end(index)
    if (url.pathname === `/kept-test/${FILE}`) {
      ranges.push(request.headers.range ?? null)
      return void response.writeHead(200, { 'Content-Type': 'application/octet-stream', 'Content-Length': String(song.length) }).end(song)
    }
    response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve))
  originUrl = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`
  sound = await startSound()
  webkit = await startWebKit(sound)
  driver = webkit.driver
}, 60_000)

afterAll(async () => {
  await webkit?.stop()
  await sound?.stop()
  await new Promise((resolve) => origin?.close(resolve))
  if (folder) await rm(folder, { recursive: true, force: true })
})

const state = () =>
  driver.executeScript<{ time: number; duration: number; paused: boolean; error: number | null }>(
    `const audio = window.keptAudio
    return audio ? { time: audio.currentTime, duration: audio.duration, paused: audio.paused, error: audio.error && audio.error.code } : { time: -1, duration: 0, paused: true, error: null }`,
  )

describe('the desktop app’s kept songs in WebKitGTK', () => {
  it('the desktop worker plays a kept song from the files of its own origin, the server unreachable, and seeks inside it though that origin sends whole files only', async () => {
    await driver.get(`${originUrl}/`)
    await waitFor(() => driver.executeScript<boolean>('return Boolean(navigator.serviceWorker.controller)'), Boolean, 'the worker to control the page')
    await (await byRole(driver, 'button', 'Play')).click()
    const playing = await waitFor(state, (now) => now.time > 0.5 || now.error !== null, 'the kept song to play')
    expect(playing.error).toBeNull()
    expect(playing.duration).toBeGreaterThan(SECONDS - 1)
    await driver.executeScript('window.keptAudio.currentTime = 590')
    const sought = await waitFor(state, (now) => (now.time > 590.3 && !now.paused) || now.error !== null, 'playing on after the seek')
    expect(sought.error).toBeNull()
    console.info(`WebKitGTK asked the kept file with these ranges (through the worker): ${ranges.map((range) => range ?? 'none').join(', ')}`)
    // The seeks asked ranges, which the worker cut from the whole files it was sent.
    expect(ranges.some((range) => range !== null && range !== 'bytes=0-')).toBe(true)
  }, 90_000)
})
