import type { NeutralinoApi } from './neutralino-api'
import { pathExists } from './neutralino-api'
import { OWNER_ONLY_FILE } from './data-folder-storage'

/**
 * One running Tonearm per data folder. The runtime offers no lock and no message between two of
 * its processes, so both go through files in the data folder:
 * - the running instance keeps `instance.lock` (its pid and a heartbeat, rewritten every few
 *   seconds) and looks for `instance.wake` every poll;
 * - a second launch that finds a fresh heartbeat writes `instance.wake` and waits: the running
 *   instance removes it, shows and focuses its window; the second launch then exits. No answer
 *   (the other one hung or died with its lock fresh) or a stale heartbeat: the new one takes over.
 * Not `.txt`: the storage's keys are the `.txt` files of the folder.
 */
export const LOCK_FILE = 'instance.lock'
export const WAKE_FILE = 'instance.wake'

export interface SingleInstanceTiming {
  /** How often the running instance looks for a wake request. */
  readonly pollMs: number
  /** How often it rewrites its heartbeat. */
  readonly beatMs: number
  /** A heartbeat older than this is a dead instance's. */
  readonly staleMs: number
  /** How long a second launch waits for the running one to answer. */
  readonly answerMs: number
  readonly now: () => number
}

export const DEFAULT_TIMING: SingleInstanceTiming = { pollMs: 500, beatMs: 5_000, staleMs: 20_000, answerMs: 3_000, now: () => Date.now() }

export type InstanceClaim = { readonly kind: 'running'; readonly release: () => void } | { readonly kind: 'handed-over' }

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

async function readHeartbeat(api: NeutralinoApi, path: string): Promise<{ pid: string; beat: number } | null> {
  try {
    const value = JSON.parse(new TextDecoder().decode(await api.filesystem.readBinaryFile(path))) as { pid?: unknown; beat?: unknown }
    return typeof value.beat === 'number' ? { pid: String(value.pid), beat: value.beat } : null
  } catch {
    return null
  }
}

async function writeOwnerOnly(api: NeutralinoApi, path: string, text: string): Promise<void> {
  await api.filesystem.writeBinaryFile(path, new TextEncoder().encode(text).buffer)
  await api.filesystem.setPermissions(path, OWNER_ONLY_FILE, 'REPLACE').catch(() => undefined)
}

/** Claims the data folder `folder` for this process (`pid`), or hands over to the running instance. */
export async function claimSingleInstance(
  api: NeutralinoApi,
  folder: string,
  pid: string,
  timing: SingleInstanceTiming = DEFAULT_TIMING,
): Promise<InstanceClaim> {
  const lock = `${folder}/${LOCK_FILE}`
  const wake = `${folder}/${WAKE_FILE}`
  const held = await readHeartbeat(api, lock)
  if (held && held.pid !== pid && timing.now() - held.beat < timing.staleMs) {
    await writeOwnerOnly(api, wake, JSON.stringify({ from: pid }))
    const deadline = timing.now() + timing.answerMs
    while (timing.now() < deadline) {
      await wait(timing.pollMs / 2)
      if (!(await pathExists(api, wake))) return { kind: 'handed-over' }
    }
    // No answer: the running one hung or is gone; this one takes over.
    await api.filesystem.remove(wake).catch(() => undefined)
  }
  const beat = () => writeOwnerOnly(api, lock, JSON.stringify({ pid, beat: timing.now() }))
  await beat()
  let lastBeat = timing.now()
  const state = { stopped: false }
  const loop = async () => {
    while (!state.stopped) {
      await wait(timing.pollMs)
      if (state.stopped) return
      try {
        if (await pathExists(api, wake)) {
          await api.filesystem.remove(wake)
          await api.window.show()
          await api.window.focus()
        }
        if (timing.now() - lastBeat >= timing.beatMs) {
          await beat()
          lastBeat = timing.now()
        }
      } catch (error) {
        console.warn('Single-instance check failed', error)
      }
    }
  }
  void loop()
  return { kind: 'running', release: () => void (state.stopped = true) }
}
