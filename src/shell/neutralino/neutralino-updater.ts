import type { Manifest } from '@neutralinojs/lib'
import type { UpdateInfo, Updater } from '../shell'
import type { NeutralinoApi, NeutralinoGlobals } from './neutralino-api'

/**
 * SPEC §4 update flow over Neutralino's updater. The release manifest (at NL_UPDATE_MANIFEST_URL,
 * from neutralino.config.json globalVariables) is `{ applicationId, version, resourcesURL,
 * data: { body } }`, body being the markdown release notes.
 *
 * check: `updater.checkForUpdates` fetches the manifest and validates applicationId; it does not
 * compare versions, so we do (an equal or older manifest is "no update").
 * install: the library's `updater.install()` writes whatever `resourcesURL` answers into
 * resources.neu, an error page included, which would leave an app that no longer starts. We do
 * the same write (filesystem.writeBinaryFile to NL_PATH/resources.neu) only after checking the
 * answer is a successful response holding a resources archive.
 * restart: `app.restartProcess()`.
 */
export function createNeutralinoUpdater(api: NeutralinoApi, fetchFn: typeof fetch, globals: NeutralinoGlobals & { readonly NL_PATH?: string }): Updater | null {
  const manifestUrl = globals.NL_UPDATE_MANIFEST_URL?.trim() ?? ''
  if (manifestUrl === '') return null
  let found: Manifest | null = null
  return {
    check: async () => {
      const manifest = await api.updater.checkForUpdates(manifestUrl)
      if (!isNewerVersion(manifest.version, globals.NL_APPVERSION ?? '0.0.0')) return null
      found = manifest
      return { version: manifest.version, body: releaseNotesOf(manifest) } satisfies UpdateInfo
    },
    install: async () => {
      if (found === null) throw new Error('No update to install: check first')
      if (!globals.NL_PATH) throw new Error('NL_PATH is not set')
      const response = await fetchFn(found.resourcesURL)
      if (!response.ok) throw new Error(`Update download failed: HTTP ${response.status}`)
      const bytes = await response.arrayBuffer()
      if (!isResourcesArchive(bytes)) throw new Error('The update is not a resources.neu archive')
      await api.filesystem.writeBinaryFile(`${globals.NL_PATH}/resources.neu`, bytes)
    },
    restart: () => api.app.restartProcess(),
  }
}

function releaseNotesOf(manifest: Manifest): string {
  const data = (manifest as Manifest & { data?: unknown }).data
  if (typeof data === 'string') return data
  if (typeof data === 'object' && data !== null && typeof (data as { body?: unknown }).body === 'string') {
    return (data as { body: string }).body
  }
  return ''
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
