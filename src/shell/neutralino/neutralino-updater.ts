import type { UpdateInfo, Updater } from '../shell'
import { boundedFetch } from '../bounded-fetch'
import type { NeutralinoApi, NeutralinoGlobals } from './neutralino-api'
import type { ReleaseManifest } from './signed-manifest'
import { MAX_ARCHIVE_BYTES, MAX_MANIFEST_BYTES, UpdateRefused, isHttpsUrl, verifyManifest } from './signed-manifest'
import type { StartHealth } from './update-install'
import { installArchive, sha256Hex } from './update-install'

/**
 * Update flow, signed (signed-manifest.ts has the format). Neutralino's own
 * `updater.checkForUpdates`/`install` trust whatever the manifest host and the archive host send
 * and overwrite resources.neu in place, so Tonearm does neither:
 *
 * check: fetches the manifest (https only, 64 KB at most, with a timeout), verifies its Ed25519
 * signature with the public key the app carries (NL_UPDATE_PUBLIC_KEY), this application's id,
 * an https archive no bigger than the limit; then compares versions (equal or older: no update).
 * install: downloads exactly the announced size (timeout, refused when longer, shorter, not an
 * archive, or another SHA-256), then installs it atomically with a rollback (update-install.ts).
 * restart: `app.restartProcess()`.
 */
export interface UpdaterTimeouts {
  /** Longest wait for the next bytes of the manifest or the archive. */
  readonly idleTimeoutMs: number
}

export const UPDATE_TIMEOUTS: UpdaterTimeouts = { idleTimeoutMs: 30_000 }

export function createNeutralinoUpdater(
  api: NeutralinoApi,
  fetchFn: typeof fetch,
  globals: NeutralinoGlobals & { readonly NL_PATH?: string; readonly NL_APPID?: string },
  health: Extract<StartHealth, { kind: 'running' }>,
  timeouts: UpdaterTimeouts = UPDATE_TIMEOUTS,
): Updater | null {
  const manifestUrl = globals.NL_UPDATE_MANIFEST_URL?.trim() ?? ''
  const publicKey = globals.NL_UPDATE_PUBLIC_KEY?.trim() ?? ''
  if (manifestUrl === '' || publicKey === '') return null
  const applicationId = globals.NL_APPID ?? 'app.tonearm.desktop'
  let found: ReleaseManifest | null = null
  return {
    rolledBack: health.rolledBack,
    confirmStarted: health.confirm,
    check: async () => {
      if (!isHttpsUrl(manifestUrl)) throw new UpdateRefused('The update manifest is not on https')
      const text = new TextDecoder().decode(
        await boundedFetch(fetchFn, manifestUrl, { idleTimeoutMs: timeouts.idleTimeoutMs, maxBytes: MAX_MANIFEST_BYTES }),
      )
      const manifest = await verifyManifest(text, publicKey, applicationId)
      if (!isNewerVersion(manifest.version, globals.NL_APPVERSION ?? '0.0.0')) return null
      found = manifest
      return { version: manifest.version, body: manifest.notes } satisfies UpdateInfo
    },
    install: async () => {
      if (found === null) throw new Error('No update to install: check first')
      if (!globals.NL_PATH) throw new Error('NL_PATH is not set')
      const archive = await boundedFetch(fetchFn, found.resourcesURL, {
        idleTimeoutMs: timeouts.idleTimeoutMs,
        maxBytes: Math.min(found.size, MAX_ARCHIVE_BYTES),
      })
      if (archive.length !== found.size) throw new UpdateRefused(`The update is ${archive.length} bytes, not ${found.size}`)
      if ((await sha256Hex(archive)) !== found.sha256) throw new UpdateRefused('The update does not match its SHA-256')
      if (!isResourcesArchive(archive.buffer)) throw new UpdateRefused('The update is not a resources.neu archive')
      await installArchive(api, globals.NL_PATH, archive, found)
    },
    restart: () => api.app.restartProcess(),
  }
}

/** `1.2.10` > `1.2.9`; a pre-release (`1.3.0-beta.1`) is older than its release. */
export function isNewerVersion(candidate: string, current: string): boolean {
  const parse = (version: string) => {
    const [core = '', pre] = version.trim().replace(/^v/i, '').split('-', 2)
    return { parts: core.split('.').map((part) => Number.parseInt(part, 10) || 0), pre: pre ?? null }
  }
  const a = parse(candidate)
  const b = parse(current)
  for (let i = 0; i < Math.max(a.parts.length, b.parts.length); i++) {
    const difference = (a.parts[i] ?? 0) - (b.parts[i] ?? 0)
    if (difference !== 0) return difference > 0
  }
  if (a.pre === b.pre) return false
  if (a.pre === null) return true
  if (b.pre === null) return false
  return a.pre.localeCompare(b.pre, 'en', { numeric: true }) > 0
}

/**
 * resources.neu is an asar archive: a 4-byte little-endian 4, the header's pickle size, then a
 * pickled JSON header `{"files":…}`.
 */
export function isResourcesArchive(bytes: ArrayBuffer): boolean {
  if (bytes.byteLength < 16) return false
  const view = new DataView(bytes)
  if (view.getUint32(0, true) !== 4) return false
  const jsonLength = view.getUint32(12, true)
  if (jsonLength <= 0 || 16 + jsonLength > bytes.byteLength) return false
  const start = new TextDecoder().decode(new Uint8Array(bytes, 16, Math.min(jsonLength, 16)))
  return start.startsWith('{"files":')
}
