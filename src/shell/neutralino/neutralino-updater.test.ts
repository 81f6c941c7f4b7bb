import { describe, expect, it, vi } from 'vitest'
import config from '../../../neutralino.config.json'
import type { Shell } from '../shell'
import { createFakeNeutralino } from '../../testing/neutralino/fake-neutralino'
import { createNeutralinoShell } from './neutralino-shell'
import { MAX_ARCHIVE_BYTES } from './signed-manifest'
import { resourcesArchive } from '../../testing/neutralino/test-archive'
import type { ReleaseFields, ReleaseKey } from '../../testing/neutralino/test-release'
import { createReleaseKey, signedManifest } from '../../testing/neutralino/test-release'
import { HEALTH_KEY } from './update-install'

const MANIFEST_URL = 'https://updates.test/tonearm/manifest.json'
const RESOURCES_URL = 'https://updates.test/tonearm/0.9.0/resources.neu'
const CURRENT = '/opt/tonearm/resources.neu'
const OLD_ARCHIVE = new Uint8Array(resourcesArchive({ 'resources/www/index.html': 'release 0.8.3' }))
const NEW_ARCHIVE = resourcesArchive({ 'resources/www/index.html': 'release 0.9.0' })

type Routes = Record<string, () => Response>

function fetchOf(routes: Routes): typeof fetch {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    const route = routes[url]
    if (route === undefined) return new Response('<h1>Not Found</h1>', { status: 404 })
    if (init?.signal?.aborted) throw new DOMException('aborted', 'AbortError')
    return route()
  }
}

/** A body that sends `bytes` and then nothing more, ever (a stalled connection). */
function stalling(bytes: Uint8Array<ArrayBuffer>): Response {
  let sent = false
  return new Response(
    new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent) return new Promise<void>(() => undefined)
        sent = true
        controller.enqueue(bytes)
        return undefined
      },
    }),
  )
}

interface Release {
  key: ReleaseKey
  manifest: (fields?: Partial<ReleaseFields>, archive?: ArrayBuffer) => Promise<string>
}

async function release(): Promise<Release> {
  const key = await createReleaseKey()
  return {
    key,
    manifest: (fields = {}, archive = NEW_ARCHIVE) => signedManifest(key, archive, { version: '0.9.0', resourcesURL: RESOURCES_URL, ...fields }),
  }
}

/** The desktop shell with release 0.8.3 installed in /opt/tonearm, checking MANIFEST_URL. */
async function installed(options: {
  routes: Routes
  publicKey: string
  manifestUrl?: string
  version?: string
  neutralino?: ReturnType<typeof createFakeNeutralino>
}) {
  const neutralino = options.neutralino ?? createFakeNeutralino({ allowList: config.nativeAllowList })
  if (!neutralino.files.has(CURRENT)) neutralino.files.set(CURRENT, OLD_ARCHIVE)
  const shell = await createNeutralinoShell({
    api: neutralino,
    globals: {
      NL_OS: 'Linux',
      NL_APPVERSION: options.version ?? '0.8.3',
      NL_PATH: '/opt/tonearm',
      NL_UPDATE_MANIFEST_URL: options.manifestUrl ?? MANIFEST_URL,
      NL_UPDATE_PUBLIC_KEY: options.publicKey,
    },
    fetch: fetchOf(options.routes),
    updateTimeouts: { idleTimeoutMs: 50 },
  })
  return { shell, neutralino }
}

const text = (body: string) => () => new Response(body)
const bytes = (data: ArrayBuffer) => () => new Response(data.slice(0))
const decoded = (data: Uint8Array | undefined) => new TextDecoder().decode(data)

describe('desktop updates: the signed manifest', () => {
  it('offers a newer release whose manifest verifies, with its notes; nothing when not newer', async () => {
    const { key, manifest } = await release()
    const newer = await installed({ publicKey: key.publicKeyBase64, routes: { [MANIFEST_URL]: text(await manifest()) } })
    expect(await newer.shell.updater?.check()).toEqual({ version: '0.9.0', body: '## Fixes\n- Faster start' })
    const same = await installed({ publicKey: key.publicKeyBase64, routes: { [MANIFEST_URL]: text(await manifest({ version: '0.8.3' })) } })
    expect(await same.shell.updater?.check()).toBeNull()
  })

  it('has no updater without a manifest address or a public key', async () => {
    const { key } = await release()
    expect((await installed({ publicKey: key.publicKeyBase64, manifestUrl: '', routes: {} })).shell.updater).toBeNull()
    expect((await installed({ publicKey: '', routes: {} })).shell.updater).toBeNull()
  })

  it('refuses a manifest signed by another key, or one whose body was changed after signing', async () => {
    const { key, manifest } = await release()
    const other = await release()
    const forged = await installed({ publicKey: key.publicKeyBase64, routes: { [MANIFEST_URL]: text(await other.manifest()) } })
    await expect(forged.shell.updater?.check()).rejects.toThrow('signature does not verify')

    const envelope = JSON.parse(await manifest()) as { body: string; signature: string }
    const tampered = JSON.stringify({ ...envelope, body: envelope.body.replace(RESOURCES_URL, 'https://evil.test/resources.neu') })
    const changed = await installed({ publicKey: key.publicKeyBase64, routes: { [MANIFEST_URL]: text(tampered) } })
    await expect(changed.shell.updater?.check()).rejects.toThrow('signature does not verify')

    const unsigned = await installed({ publicKey: key.publicKeyBase64, routes: { [MANIFEST_URL]: text(JSON.stringify({ body: envelope.body })) } })
    await expect(unsigned.shell.updater?.check()).rejects.toThrow('bad signature')
  })

  it('refuses anything but https, for the manifest and for the archive it names', async () => {
    const { key, manifest } = await release()
    const httpManifest = 'http://updates.test/tonearm/manifest.json'
    const plain = await installed({ publicKey: key.publicKeyBase64, manifestUrl: httpManifest, routes: { [httpManifest]: text(await manifest()) } })
    await expect(plain.shell.updater?.check()).rejects.toThrow('not on https')

    const httpArchive = await installed({
      publicKey: key.publicKeyBase64,
      routes: { [MANIFEST_URL]: text(await manifest({ resourcesURL: 'http://updates.test/resources.neu' })) },
    })
    await expect(httpArchive.shell.updater?.check()).rejects.toThrow('archive is not on https')
  })

  it('refuses another application, an oversize archive and a manifest that never stops', async () => {
    const { key, manifest } = await release()
    const other = await installed({ publicKey: key.publicKeyBase64, routes: { [MANIFEST_URL]: text(await manifest({ applicationId: 'other.app' })) } })
    await expect(other.shell.updater?.check()).rejects.toThrow('another application')
    const huge = await installed({ publicKey: key.publicKeyBase64, routes: { [MANIFEST_URL]: text(await manifest({ size: MAX_ARCHIVE_BYTES + 1 })) } })
    await expect(huge.shell.updater?.check()).rejects.toThrow('too big')
    const endless = await installed({
      publicKey: key.publicKeyBase64,
      routes: { [MANIFEST_URL]: () => new Response(new Uint8Array(128 * 1024).fill(32)) },
    })
    await expect(endless.shell.updater?.check()).rejects.toThrow('more than 65536 bytes')
  })

  it('gives up on a manifest host that stops sending', async () => {
    const { key } = await release()
    const stalled = await installed({ publicKey: key.publicKeyBase64, routes: { [MANIFEST_URL]: () => stalling(new TextEncoder().encode('{"bo')) } })
    await expect(stalled.shell.updater?.check()).rejects.toThrow('No data from')
  })
})

describe('desktop updates: the archive', () => {
  async function found(routes: (manifestText: string) => Routes, fields: Partial<ReleaseFields> = {}) {
    const { key, manifest } = await release()
    const result = await installed({ publicKey: key.publicKeyBase64, routes: routes(await manifest(fields)) })
    expect(await result.shell.updater?.check()).not.toBeNull()
    return result
  }

  it('installs a verified archive beside the current one, keeps the previous and relaunches', async () => {
    const { shell, neutralino } = await found((manifestText) => ({ [MANIFEST_URL]: text(manifestText), [RESOURCES_URL]: bytes(NEW_ARCHIVE) }))
    await shell.updater?.install()
    expect(decoded(neutralino.files.get(CURRENT))).toContain('release 0.9.0')
    expect(decoded(neutralino.files.get(`${CURRENT}.previous`))).toContain('release 0.8.3')
    expect(neutralino.files.has(`${CURRENT}.new`)).toBe(false)
    expect(neutralino.nativeCalls.filter((call) => call === 'filesystem.move')).toHaveLength(2)
    expect(JSON.parse(neutralino.stored.get(HEALTH_KEY) ?? '{}')).toEqual({ state: 'installed', version: '0.9.0' })
    await shell.updater?.restart()
    expect(neutralino.executed).toEqual(['/opt/tonearm/tonearm'])
  })

  it('refuses a tampered archive (another SHA-256) and leaves the installed release alone', async () => {
    const tampered = resourcesArchive({ 'resources/www/index.html': 'release 0.9.1' })
    expect(tampered.byteLength).toBe(NEW_ARCHIVE.byteLength)
    const { shell, neutralino } = await found((manifestText) => ({ [MANIFEST_URL]: text(manifestText), [RESOURCES_URL]: bytes(tampered) }))
    await expect(shell.updater?.install()).rejects.toThrow('does not match its SHA-256')
    expect([...neutralino.files.keys()]).toEqual([CURRENT])
    expect(decoded(neutralino.files.get(CURRENT))).toContain('release 0.8.3')
  })

  it('refuses a truncated download, a longer one and an error page', async () => {
    const truncated = await found((manifestText) => ({ [MANIFEST_URL]: text(manifestText), [RESOURCES_URL]: bytes(NEW_ARCHIVE.slice(0, 100)) }))
    await expect(truncated.shell.updater?.install()).rejects.toThrow(`is 100 bytes, not ${NEW_ARCHIVE.byteLength}`)
    const longer = new Uint8Array(NEW_ARCHIVE.byteLength + 10)
    longer.set(new Uint8Array(NEW_ARCHIVE))
    const padded = await found((manifestText) => ({ [MANIFEST_URL]: text(manifestText), [RESOURCES_URL]: bytes(longer.buffer) }))
    await expect(padded.shell.updater?.install()).rejects.toThrow('sends more than')
    const missing = await found((manifestText) => ({ [MANIFEST_URL]: text(manifestText) }))
    await expect(missing.shell.updater?.install()).rejects.toThrow('HTTP 404')
    for (const { neutralino } of [truncated, padded, missing]) expect([...neutralino.files.keys()]).toEqual([CURRENT])
  })

  it('gives up on an archive download that stalls', async () => {
    const { shell, neutralino } = await found((manifestText) => ({
      [MANIFEST_URL]: text(manifestText),
      [RESOURCES_URL]: () => stalling(new Uint8Array(NEW_ARCHIVE.slice(0, 64))),
    }))
    await expect(shell.updater?.install()).rejects.toThrow('No data from')
    expect([...neutralino.files.keys()]).toEqual([CURRENT])
  })

  it('removes the written copy and keeps the release when the copy on disk differs', async () => {
    const { shell, neutralino } = await found((manifestText) => ({ [MANIFEST_URL]: text(manifestText), [RESOURCES_URL]: bytes(NEW_ARCHIVE) }))
    const read = neutralino.filesystem.readBinaryFile
    neutralino.filesystem.readBinaryFile = async (path, options) => (await read(path, options)).slice(1)
    await expect(shell.updater?.install()).rejects.toThrow('differs from the verified one')
    expect([...neutralino.files.keys()]).toEqual([CURRENT])
  })
})

describe('desktop updates: the first start', () => {
  async function updatedTo090() {
    const { key, manifest } = await release()
    const routes = { [MANIFEST_URL]: text(await manifest()), [RESOURCES_URL]: bytes(NEW_ARCHIVE) }
    const { shell, neutralino } = await installed({ publicKey: key.publicKeyBase64, routes })
    await shell.updater?.check()
    await shell.updater?.install()
    await shell.updater?.restart()
    const start = (version: string) => installed({ publicKey: key.publicKeyBase64, routes: {}, version, neutralino })
    return { neutralino, start }
  }

  it('keeps the update once its first start has rendered', async () => {
    const { neutralino, start } = await updatedTo090()
    const first = await start('0.9.0')
    expect(first.shell.updater?.rolledBack).toBeNull()
    await first.shell.updater?.confirmStarted?.()
    expect(neutralino.stored.has(HEALTH_KEY)).toBe(false)
    const second = await start('0.9.0')
    expect(second.shell.updater?.rolledBack).toBeNull()
    expect(decoded(neutralino.files.get(CURRENT))).toContain('release 0.9.0')
  })

  it('rolls back an update whose first start crashed, relaunches, and then reports it once', async () => {
    const { neutralino, start } = await updatedTo090()
    await start('0.9.0') // crashes: never confirms
    expect(neutralino.executed).toHaveLength(1)

    let rolledBackStart: Shell | null = null
    void start('0.9.0').then((started) => (rolledBackStart = started.shell))
    await vi.waitFor(() => expect(neutralino.executed).toHaveLength(2))
    expect(rolledBackStart).toBeNull() // it relaunches instead of starting the app
    expect(decoded(neutralino.files.get(CURRENT))).toContain('release 0.8.3')
    expect(decoded(neutralino.files.get(`${CURRENT}.failed`))).toContain('release 0.9.0')
    expect(neutralino.files.has(`${CURRENT}.previous`)).toBe(false)

    const relaunched = await start('0.8.3')
    expect(relaunched.shell.updater?.rolledBack).toBe('0.9.0')
    const later = await start('0.8.3')
    expect(later.shell.updater?.rolledBack).toBeNull()
  })
})
