import type { NeutralinoApi } from './neutralino-api'
import { pathExists } from './neutralino-api'
import { UpdateRefused, bytesToHex } from './signed-manifest'

/**
 * Installs a verified resources.neu atomically and rolls back one that does not start.
 *
 * install: write the archive beside the current one (`resources.neu.new`), read it back and check
 * its size and SHA-256, keep the current archive as `resources.neu.previous`, then move the new one
 * into place (a failed move puts the previous one back). Finally the health flag (storage key
 * `update-health`) records `installed`.
 *
 * Start-up (settleUpdateHealth, before the model starts): `installed` becomes `starting`; the app
 * confirms once it has rendered, which clears the flag. A start that finds `starting` means the
 * last one never got that far (it crashed or was killed): it moves `resources.neu.previous` back,
 * records `rolled-back` and relaunches; the relaunched app reports the failed update once.
 */
export const HEALTH_KEY = 'update-health'
/** Bytes per native write: the archive goes over the runtime's socket in slices. */
const WRITE_SLICE_BYTES = 4 * 1024 * 1024

interface HealthFlag {
  readonly state: 'installed' | 'starting' | 'rolled-back'
  readonly version: string
}

export interface ArchivePaths {
  readonly current: string
  readonly incoming: string
  readonly previous: string
  readonly failed: string
}

export function archivePaths(appPath: string): ArchivePaths {
  const current = `${appPath}/resources.neu`
  return { current, incoming: `${current}.new`, previous: `${current}.previous`, failed: `${current}.failed` }
}

async function removeIfPresent(api: NeutralinoApi, path: string): Promise<void> {
  if (await pathExists(api, path)) await api.filesystem.remove(path)
}

async function writeHealth(api: NeutralinoApi, flag: HealthFlag | null): Promise<void> {
  await api.storage.setData(HEALTH_KEY, flag === null ? null : JSON.stringify(flag))
}

async function readHealth(api: NeutralinoApi): Promise<HealthFlag | null> {
  let raw: string
  try {
    raw = await api.storage.getData(HEALTH_KEY)
  } catch {
    return null
  }
  try {
    const flag = JSON.parse(raw) as Partial<HealthFlag>
    const states: readonly string[] = ['installed', 'starting', 'rolled-back']
    if (typeof flag.state === 'string' && states.includes(flag.state) && typeof flag.version === 'string') return flag as HealthFlag
  } catch {
    // An unreadable flag is no flag.
  }
  return null
}

export async function sha256Hex(bytes: ArrayBuffer | Uint8Array<ArrayBuffer>): Promise<string> {
  // A view, not the bare buffer: WebCrypto in tests (jsdom) rejects another realm's ArrayBuffer.
  return bytesToHex(await crypto.subtle.digest('SHA-256', bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)))
}

export async function installArchive(
  api: NeutralinoApi,
  appPath: string,
  archive: Uint8Array<ArrayBuffer>,
  expected: { readonly sha256: string; readonly size: number; readonly version: string },
): Promise<void> {
  const paths = archivePaths(appPath)
  await removeIfPresent(api, paths.incoming)
  try {
    const sliceCount = Math.max(1, Math.ceil(archive.length / WRITE_SLICE_BYTES))
    for (let index = 0; index < sliceCount; index++) {
      const slice = archive.slice(index * WRITE_SLICE_BYTES, (index + 1) * WRITE_SLICE_BYTES).buffer
      if (index === 0) await api.filesystem.writeBinaryFile(paths.incoming, slice)
      else await api.filesystem.appendBinaryFile(paths.incoming, slice)
    }
    const written = new Uint8Array(await api.filesystem.readBinaryFile(paths.incoming))
    if (written.length !== expected.size || (await sha256Hex(written)) !== expected.sha256) {
      throw new UpdateRefused('The written update differs from the verified one')
    }
  } catch (error) {
    await removeIfPresent(api, paths.incoming).catch(() => undefined)
    throw error
  }
  await removeIfPresent(api, paths.previous)
  await api.filesystem.move(paths.current, paths.previous)
  try {
    await api.filesystem.move(paths.incoming, paths.current)
  } catch (error) {
    await api.filesystem.move(paths.previous, paths.current)
    throw error
  }
  await writeHealth(api, { state: 'installed', version: expected.version })
}

export type StartHealth =
  | { readonly kind: 'restarting' }
  | { readonly kind: 'running'; readonly rolledBack: string | null; readonly confirm: () => Promise<void> }

const nothingToConfirm = async () => undefined

/** Runs once per start, before the model: advances the health flag, rolling back when it must. */
export async function settleUpdateHealth(api: NeutralinoApi, appPath: string | undefined): Promise<StartHealth> {
  const flag = await readHealth(api)
  if (flag === null || appPath === undefined) return { kind: 'running', rolledBack: null, confirm: nothingToConfirm }
  if (flag.state === 'installed') {
    await writeHealth(api, { state: 'starting', version: flag.version })
    let confirmed = false
    return {
      kind: 'running',
      rolledBack: null,
      confirm: async () => {
        if (confirmed) return
        confirmed = true
        await writeHealth(api, null)
      },
    }
  }
  if (flag.state === 'rolled-back') {
    await writeHealth(api, null)
    return { kind: 'running', rolledBack: flag.version, confirm: nothingToConfirm }
  }
  // `starting`: the first start of the new release never confirmed.
  const paths = archivePaths(appPath)
  if (!(await pathExists(api, paths.previous))) {
    console.error('The update did not start and there is no previous release to go back to')
    await writeHealth(api, null)
    return { kind: 'running', rolledBack: null, confirm: nothingToConfirm }
  }
  await removeIfPresent(api, paths.failed)
  await api.filesystem.move(paths.current, paths.failed)
  await api.filesystem.move(paths.previous, paths.current)
  await writeHealth(api, { state: 'rolled-back', version: flag.version })
  await api.app.restartProcess()
  return { kind: 'restarting' }
}
