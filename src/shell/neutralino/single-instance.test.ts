import { describe, expect, it, vi } from 'vitest'
import config from '../../../neutralino.config.json'
import { createFakeNeutralino } from '../../testing/neutralino/fake-neutralino'
import { createNeutralinoShell } from './neutralino-shell'
import type { SingleInstanceTiming } from './single-instance'
import { claimSingleInstance, LOCK_FILE, WAKE_FILE } from './single-instance'

const FOLDER = '/home/fan/.local/share/tonearm'
const fast: SingleInstanceTiming = { pollMs: 10, beatMs: 30, staleMs: 2_000, answerMs: 400, now: () => Date.now() }

function runtime() {
  const fake = createFakeNeutralino({ allowList: config.nativeAllowList })
  fake.directories.add(FOLDER)
  return fake
}

describe('one Tonearm per data folder', () => {
  it('a second launch shows the running window and exits; the running one goes on', async () => {
    const fake = runtime()
    const first = await claimSingleInstance(fake, FOLDER, '100', fast)
    expect(first.kind).toBe('running')
    expect(fake.files.has(`${FOLDER}/${LOCK_FILE}`)).toBe(true)
    expect(fake.modes.get(`${FOLDER}/${LOCK_FILE}`)).toBe(0o600)
    // Hidden to the tray, then launched again from the desktop's menu.
    await fake.window.hide()
    const calls = fake.nativeCalls.length

    const second = await claimSingleInstance(fake, FOLDER, '200', fast)
    expect(second.kind).toBe('handed-over')
    expect(fake.visible.current).toBe(true)
    expect(fake.nativeCalls.slice(calls)).toEqual(expect.arrayContaining(['window.show', 'window.focus']))
    expect(fake.files.has(`${FOLDER}/${WAKE_FILE}`)).toBe(false)
    if (first.kind === 'running') first.release()
  })

  it('the second launch exits through the shell before reading any setting', async () => {
    const fake = runtime()
    const first = await claimSingleInstance(fake, FOLDER, '100', fast)
    const started = createNeutralinoShell({ api: fake, globals: { NL_OS: 'Linux', NL_MODE: 'window', NL_PID: 200 }, fetch, instanceTiming: fast })
    await vi.waitFor(() => expect(fake.exits).toEqual([0]))
    const settled = await Promise.race([started.then(() => 'resolved'), new Promise((resolve) => setTimeout(() => resolve('pending'), 50))])
    expect(settled).toBe('pending')
    expect(fake.nativeCalls).not.toContain('filesystem.readDirectory')
    if (first.kind === 'running') first.release()
  })

  it('takes over from an instance that died (its heartbeat stale) or does not answer', async () => {
    const fake = runtime()
    fake.files.set(`${FOLDER}/${LOCK_FILE}`, new TextEncoder().encode(JSON.stringify({ pid: '100', beat: Date.now() - 60_000 })))
    const afterCrash = await claimSingleInstance(fake, FOLDER, '200', fast)
    expect(afterCrash.kind).toBe('running')
    if (afterCrash.kind === 'running') afterCrash.release()

    // A fresh heartbeat, but nobody looks for the wake file (hung).
    fake.files.set(`${FOLDER}/${LOCK_FILE}`, new TextEncoder().encode(JSON.stringify({ pid: '100', beat: Date.now() })))
    const afterHang = await claimSingleInstance(fake, FOLDER, '300', fast)
    expect(afterHang.kind).toBe('running')
    expect(fake.files.has(`${FOLDER}/${WAKE_FILE}`)).toBe(false)
    expect(JSON.parse(new TextDecoder().decode(fake.files.get(`${FOLDER}/${LOCK_FILE}`)))).toMatchObject({ pid: '300' })
    if (afterHang.kind === 'running') afterHang.release()
  })

  it('the window opens hidden, and the launch that runs shows it once it holds the lock', async () => {
    expect(config.modes.window.hidden).toBe(true)
    const fake = runtime()
    fake.visible.current = false
    await createNeutralinoShell({ api: fake, globals: { NL_OS: 'Linux', NL_MODE: 'window', NL_PID: 100 }, fetch, instanceTiming: fast })
    expect(fake.visible.current).toBe(true)
    const shown = fake.nativeCalls.indexOf('window.show')
    expect(shown).toBeGreaterThan(fake.nativeCalls.indexOf('filesystem.writeBinaryFile'))
  })
})
