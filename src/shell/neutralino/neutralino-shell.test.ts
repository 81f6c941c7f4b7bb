import { describe, expect, it, vi } from 'vitest'
import config from '../../../neutralino.config.json'
import type { FakeNeutralinoOptions } from '../../testing/neutralino/fake-neutralino'
import { createFakeNeutralino } from '../../testing/neutralino/fake-neutralino'
import { fakeCurl } from '../../testing/neutralino/fake-curl'
import { CURL_COMMAND, curlConfig, downloadToDownloads } from './neutralino-download'
import type { NeutralinoHost } from './neutralino-shell'
import { createNeutralinoShell, osTypeOf } from './neutralino-shell'
import { dataFolderBackend } from './data-folder-storage'
import { preloadNeutralinoStorage, preloadStorage } from './neutralino-storage'
import { isNewerVersion, isResourcesArchive } from './neutralino-updater'
import { resourcesArchive } from '../../testing/neutralino/test-archive'
import { createReleaseKey, signedManifest } from '../../testing/neutralino/test-release'

const MANIFEST_URL = 'https://updates.test/tonearm/manifest.json'
const RESOURCES_URL = 'https://updates.test/tonearm/0.9.0/resources.neu'
const SONG_URL = 'http://music.test/rest/download?id=song-1'

/** A fetch answering fixed addresses; anything else is a 404. */
function fetchOf(routes: Record<string, () => Response>): typeof fetch & { urls: string[] } {
  const urls: string[] = []
  const fetchFn = async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    urls.push(url)
    return routes[url]?.() ?? new Response('<h1>Not Found</h1>', { status: 404 })
  }
  return Object.assign(fetchFn, { urls })
}

/** A body arriving in `chunkCount` network chunks of `chunkBytes`, optionally cut off after them. */
function chunked(chunkCount: number, chunkBytes: number, options: { breakAfter?: boolean } = {}): Response {
  let sent = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent < chunkCount) {
        sent++
        controller.enqueue(new Uint8Array(chunkBytes).fill(7))
      } else if (options.breakAfter) controller.error(new TypeError('network connection lost'))
      else controller.close()
    },
  })
  return new Response(body, { status: 200 })
}

function flushed(shell: { storage: unknown }): Promise<void> {
  return (shell.storage as { flushed: () => Promise<void> }).flushed()
}

function fileTexts(neutralino: ReturnType<typeof createFakeNeutralino>): Record<string, string> {
  return Object.fromEntries([...neutralino.files].filter(([path]) => path.includes('/.local/share/')).map(([path, bytes]) => [path, new TextDecoder().decode(bytes)]))
}

async function desktop(
  options: {
    routes?: Record<string, () => Response>
    globals?: NeutralinoHost['globals']
    publicKey?: string
    fake?: Partial<FakeNeutralinoOptions>
    neutralino?: ReturnType<typeof createFakeNeutralino>
  } = {},
) {
  const fetchFn = fetchOf(options.routes ?? {})
  const neutralino =
    options.neutralino ?? createFakeNeutralino({ allowList: config.nativeAllowList, exec: fakeCurl(fetchFn), ...options.fake })
  const shell = await createNeutralinoShell({
    api: neutralino,
    globals: options.globals ?? {
      NL_OS: 'Linux',
      NL_APPVERSION: '0.8.3',
      NL_PATH: '/opt/tonearm',
      NL_UPDATE_MANIFEST_URL: MANIFEST_URL,
      NL_UPDATE_PUBLIC_KEY: options.publicKey ?? '',
    },
    fetch: fetchFn,
  })
  return { shell, neutralino, fetchFn }
}

describe('Neutralino shell', () => {
  it('is the desktop host: reloads blocked, OS from NL_OS, ⌘ on a Mac only', async () => {
    const { shell } = await desktop()
    expect(shell.kind).toBe('desktop')
    expect(shell.reloadPolicy).toBe('blocked')
    expect(shell.isMobileBrowser()).toBe(false)
    expect(await shell.osType()).toBe('Linux')
    expect(shell.isApple).toBe(false)
    const mac = await desktop({ globals: { NL_OS: 'Darwin' } })
    expect(mac.shell.isApple).toBe(true)
    expect(osTypeOf('Windows')).toBe('Windows')
    expect(osTypeOf('Haiku')).toBe('Unknown')
    expect(osTypeOf(undefined)).toBe('Unknown')
  })

  it('keeps settings in files in the user data folder, preloaded at start, so they outlive the random port', async () => {
    const first = await desktop()
    first.shell.storage.set('app_store', '{"state":{},"version":1}')
    first.shell.storage.set('theme', '{"state":{"theme":"dracula"},"version":1}')
    first.shell.storage.remove('theme')
    expect(first.shell.storage.get('app_store')).toBe('{"state":{},"version":1}')
    await flushed(first.shell)
    expect(fileTexts(first.neutralino)).toEqual({ '/home/fan/.local/share/tonearm/app_store.txt': '{"state":{},"version":1}' })
    expect(first.neutralino.stored.size).toBe(0)
    // Written beside, then renamed over the file: a crash mid-write leaves the previous value.
    expect(first.neutralino.nativeCalls.filter((call) => call.startsWith('filesystem.'))).toEqual(
      expect.arrayContaining(['filesystem.writeBinaryFile', 'filesystem.move']),
    )

    const relaunched = await desktop({ neutralino: first.neutralino })
    expect(relaunched.shell.storage.get('app_store')).toBe('{"state":{},"version":1}')
    expect(relaunched.shell.storage.get('theme')).toBeNull()
  })

  it('keeps the data folder its owner’s alone: folder 700, every file 600 from its first byte, older 644 files narrowed at start', async () => {
    const first = await desktop()
    first.shell.storage.set('credential_key', 'sealed-key')
    first.shell.storage.set('app_store', '{"state":{},"version":1}')
    await flushed(first.shell)
    const folder = '/home/fan/.local/share/tonearm'
    expect(first.neutralino.modes.get(folder)).toBe(0o700)
    expect(first.neutralino.modes.get(`${folder}/credential_key.txt`)).toBe(0o600)
    expect(first.neutralino.modes.get(`${folder}/app_store.txt`)).toBe(0o600)
    // The mode is set on the file written beside, before it is renamed over the value.
    const calls = first.neutralino.nativeCalls
    expect(calls.lastIndexOf('filesystem.setPermissions')).toBeLessThan(calls.lastIndexOf('filesystem.move'))

    // A file an older version left readable by others (no mode recorded: the system's 644).
    first.neutralino.files.set(`${folder}/theme.txt`, new TextEncoder().encode('{"state":{},"version":1}'))
    first.neutralino.modes.delete(`${folder}/app_store.txt`)
    await desktop({ neutralino: first.neutralino })
    expect(first.neutralino.modes.get(`${folder}/theme.txt`)).toBe(0o600)
    expect(first.neutralino.modes.get(`${folder}/app_store.txt`)).toBe(0o600)
  })

  it('moves what an older version kept in .storage/ into the data folder on the first start', async () => {
    const neutralino = createFakeNeutralino({ allowList: config.nativeAllowList })
    neutralino.stored.set('app_store', '{"state":{"data":{"username":"fan"}},"version":1}')
    neutralino.stored.set('theme', '{"state":{"theme":"dracula"},"version":1}')
    const { shell } = await desktop({ neutralino })
    expect(shell.storage.get('theme')).toBe('{"state":{"theme":"dracula"},"version":1}')
    expect(Object.keys(fileTexts(neutralino)).sort()).toEqual([
      '/home/fan/.local/share/tonearm/app_store.txt',
      '/home/fan/.local/share/tonearm/theme.txt',
    ])
    // Once moved, the data folder is what counts.
    shell.storage.set('theme', '{"state":{"theme":"light"},"version":1}')
    await flushed(shell)
    const relaunched = await desktop({ neutralino })
    expect(relaunched.shell.storage.get('theme')).toBe('{"state":{"theme":"light"},"version":1}')
  })

  it('reports a write that failed (an unwritable data folder), to a handler attached later too', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const neutralino = createFakeNeutralino({ allowList: config.nativeAllowList })
    const { shell } = await desktop({ neutralino })
    neutralino.directories.delete('/home/fan/.local/share/tonearm')
    shell.storage.set('app_store', '{}')
    await flushed(shell)
    const failed: string[] = []
    shell.onStorageWriteFailed?.((key) => failed.push(key))
    expect(failed).toEqual(['app_store'])
    shell.storage.set('theme', '{}')
    await flushed(shell)
    expect(failed).toEqual(['app_store', 'theme'])
    error.mockRestore()
  })

  it('starts with empty storage when the runtime never answers', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const silent = createFakeNeutralino({ allowList: config.nativeAllowList })
    const hung = { ...silent, filesystem: { ...silent.filesystem, readDirectory: () => new Promise<never>(() => undefined) } }
    const storage = await preloadStorage(dataFolderBackend(hung), 20)
    expect(storage.get('app_store')).toBeNull()
    expect(error).toHaveBeenCalledWith('The desktop storage did not answer; starting without it, and saving nothing until the next launch')
    error.mockRestore()
  })

  describe('a runtime whose storage answers after 8 s', () => {
    const SAVED = '{"state":{"data":{"username":"fan"}},"version":1}'
    const DEFAULTS = '{"state":{},"version":1}'

    /** The fake runtime holding the user's settings, each storage answer 8 s late. */
    function slowRuntime(slow: 'getKeys' | 'getData') {
      const neutralino = createFakeNeutralino({ allowList: config.nativeAllowList })
      neutralino.stored.set('app_store', SAVED)
      const late = <T>(answer: () => Promise<T>) => new Promise<void>((resolve) => setTimeout(resolve, 8000)).then(answer)
      const storage = {
        ...neutralino.storage,
        ...(slow === 'getKeys'
          ? { getKeys: () => late(() => neutralino.storage.getKeys()) }
          : { getData: (key: string) => late(() => neutralino.storage.getData(key)) }),
      }
      return { neutralino, api: { ...neutralino, storage } }
    }

    it.each(['getKeys', 'getData'] as const)('never writes defaults over the stored settings (slow %s)', async (slow) => {
      vi.useFakeTimers()
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
      try {
        const { neutralino, api } = slowRuntime(slow)
        const starting = preloadNeutralinoStorage(api)
        await vi.advanceTimersByTimeAsync(5000)
        const storage = await starting
        expect(storage.get('app_store')).toBeNull()
        // The model starts on defaults and writes them back, as it does on any first change.
        storage.set('app_store', DEFAULTS)
        storage.remove('app_store')
        storage.set('app_store', DEFAULTS)
        await vi.advanceTimersByTimeAsync(3000)
        await storage.flushed()
        expect(neutralino.stored.get('app_store')).toBe(SAVED)
        expect(neutralino.nativeCalls).not.toContain('storage.setData')
        expect(neutralino.nativeCalls).not.toContain('storage.removeData')
      } finally {
        error.mockRestore()
        vi.useRealTimers()
      }
    })

    it('still saves keys it did read when only one key is slow', async () => {
      vi.useFakeTimers()
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
      try {
        const neutralino = createFakeNeutralino({ allowList: config.nativeAllowList })
        neutralino.stored.set('app_store', SAVED)
        neutralino.stored.set('theme', '{"state":{"theme":"dracula"},"version":1}')
        const getData = (key: string) =>
          key === 'app_store'
            ? new Promise<void>((resolve) => setTimeout(resolve, 8000)).then(() => neutralino.storage.getData(key))
            : neutralino.storage.getData(key)
        const starting = preloadNeutralinoStorage({ ...neutralino, storage: { ...neutralino.storage, getData } })
        await vi.advanceTimersByTimeAsync(5000)
        const storage = await starting
        expect(storage.get('theme')).toBe('{"state":{"theme":"dracula"},"version":1}')
        storage.set('app_store', DEFAULTS)
        storage.set('theme', '{"state":{"theme":"light"},"version":1}')
        await vi.advanceTimersByTimeAsync(3000)
        await storage.flushed()
        expect(neutralino.stored.get('app_store')).toBe(SAVED)
        expect(neutralino.stored.get('theme')).toBe('{"state":{"theme":"light"},"version":1}')
      } finally {
        error.mockRestore()
        vi.useRealTimers()
      }
    })
  })

  it('keeps cookies in storage, with their lifetime', async () => {
    const { shell, neutralino } = await desktop()
    shell.cookies.set('sidebar_state', 'false', 604800)
    expect(shell.cookies.get('sidebar_state')).toBe('false')
    expect(shell.cookies.get('missing')).toBeNull()
    shell.cookies.set('sidebar_state', 'true', -1)
    expect(shell.cookies.get('sidebar_state')).toBeNull()
    await flushed(shell)
    expect(neutralino.files.has('/home/fan/.local/share/tonearm/cookie-sidebar_state.txt')).toBe(true)
  })

  it('opens web addresses in the system browser, and nothing else', async () => {
    const { shell, neutralino } = await desktop()
    await shell.openExternal('https://www.last.fm/music/Artist')
    await expect(shell.openExternal('file:///etc/passwd')).rejects.toThrow('Not a web address')
    await expect(shell.openExternal('javascript:alert(1)')).rejects.toThrow('Not a web address')
    expect(neutralino.opened).toEqual(['https://www.last.fm/music/Artist'])
  })

  it('sets the window title', async () => {
    const { shell, neutralino } = await desktop()
    await shell.setWindowTitle('Song · Tonearm')
    expect(neutralino.titles).toEqual(['Song · Tonearm'])
  })
})

describe('Neutralino shell: offline listening', () => {
  it('offers kept songs in the data folder, served on the page’s origin for this launch, and keeps the kept document beside the settings', async () => {
    const { shell, neutralino } = await desktop()
    const songs = shell.offlineSongs
    expect(songs?.readsPastCors).toBe(true)
    expect(songs?.servedAt).toMatch(/^\/kept-[0-9a-f]{32}\/$/)
    expect(neutralino.mounts.get(songs!.servedAt!.slice(0, -1))).toBe('/home/fan/.local/share/tonearm/kept-songs')
    // The kept document is a document of the data folder, not of the per-launch origin's IndexedDB.
    await shell.documents.set('offline_kept_x0123abcd', { version: 1, state: { items: [] } })
    await flushed(shell)
    expect(fileTexts(neutralino)['/home/fan/.local/share/tonearm/document-offline_kept_x0123abcd.txt']).toBe('{"version":1,"state":{"items":[]}}')
    // Another launch mounts the same folder under another path.
    const relaunched = await desktop({ neutralino })
    expect(relaunched.shell.offlineSongs?.servedAt).not.toBe(songs!.servedAt)
  })

  it('starts without offline listening when the runtime refuses the mount', async () => {
    const { shell } = await desktop({ fake: { allowList: config.nativeAllowList.filter((method) => method !== 'server.mount') } })
    expect(shell.offlineSongs).toBeNull()
    expect(shell.kind).toBe('desktop')
  })
})

describe('Neutralino shell downloads', () => {
  const song = () => new Response(new Uint8Array([1, 2, 3, 4]), { status: 200 })

  it('writes the file into Downloads without overwriting an earlier one', async () => {
    const { shell, neutralino } = await desktop({ routes: { [SONG_URL]: song } })
    await shell.downloadFile(SONG_URL, 'Artist - Song.flac')
    await shell.downloadFile(SONG_URL, 'Artist - Song.flac')
    await shell.downloadFile(SONG_URL, 'Artist - Song.flac')
    expect([...neutralino.files.keys()]).toEqual([
      '/home/fan/Downloads/Artist - Song.flac',
      '/home/fan/Downloads/Artist - Song (1).flac',
      '/home/fan/Downloads/Artist - Song (2).flac',
    ])
    expect([...(neutralino.files.get('/home/fan/Downloads/Artist - Song (1).flac') ?? [])]).toEqual([1, 2, 3, 4])
  })

  it('keeps a server-given name inside Downloads', async () => {
    const { shell, neutralino } = await desktop({ routes: { [SONG_URL]: song } })
    await shell.downloadFile(SONG_URL, '../../.bashrc')
    await shell.downloadFile(SONG_URL, 'AC/DC: Back in Black?.mp3')
    expect([...neutralino.files.keys()]).toEqual(['/home/fan/Downloads/_.._.bashrc', '/home/fan/Downloads/AC_DC_ Back in Black_.mp3'])
  })

  it('has the system curl write the file (its options on standard input, never on a command line)', async () => {
    const { shell, neutralino } = await desktop({ routes: { [SONG_URL]: () => chunked(9, 1024) } })
    await shell.downloadFile(SONG_URL, 'album.zip')
    expect(neutralino.files.get('/home/fan/Downloads/album.zip')?.length).toBe(9 * 1024)
    expect(neutralino.executed).toEqual([CURL_COMMAND])
    expect(neutralino.nativeCalls).not.toContain('filesystem.writeBinaryFile')
    expect(neutralino.files.has('/home/fan/Downloads/album.zip.part')).toBe(false)
  })

  it('quotes what curl reads, so an address or a path cannot add options', () => {
    const text = curlConfig('http://music.test/rest/download?id=1"\noutput = "/etc/passwd', '/home/fan/Downloads/a "b".flac', 30_000)
    expect(text.split('\n').filter((line) => line.startsWith('output'))).toEqual(['output = "/home/fan/Downloads/a \\"b\\".flac"'])
    expect(text.split('\n').filter((line) => line.startsWith('url'))).toEqual(['url = "http://music.test/rest/download?id=1\\"output = \\"/etc/passwd"'])
    expect(text).toContain('proto = "=http,https"')
    expect(text).toContain('speed-time = 30')
  })

  it('removes the partial file when the transfer breaks', async () => {
    const { shell, neutralino } = await desktop({ routes: { [SONG_URL]: () => chunked(5, 1024, { breakAfter: true }) } })
    await expect(shell.downloadFile(SONG_URL, 'song.flac')).rejects.toThrow('network connection lost')
    expect(neutralino.files.size).toBe(0)
  })

  it('refuses a file cut short of its announced length', async () => {
    const { shell, neutralino } = await desktop({
      routes: { [SONG_URL]: () => new Response(new Uint8Array(10), { headers: { 'Content-Length': '100' } }) },
    })
    await expect(shell.downloadFile(SONG_URL, 'song.flac')).rejects.toMatchObject({ reason: 'truncated' })
    expect(neutralino.files.size).toBe(0)
  })

  it('refuses a Subsonic error sent as HTTP 200, and an empty file, the browser’s way', async () => {
    const error = JSON.stringify({ 'subsonic-response': { status: 'failed', error: { code: 70, message: 'Song not found' } } })
    const { shell, neutralino } = await desktop({
      routes: {
        [SONG_URL]: () => new Response(error, { headers: { 'Content-Type': 'application/json' } }),
        'http://music.test/empty': () => new Response(new Uint8Array(0), { headers: { 'Content-Type': 'audio/flac' } }),
      },
    })
    await expect(shell.downloadFile(SONG_URL, 'song.flac')).rejects.toMatchObject({ reason: 'server', message: 'Server error 70: Song not found' })
    await expect(shell.downloadFile('http://music.test/empty', 'song.flac')).rejects.toMatchObject({ reason: 'empty' })
    expect(neutralino.files.size).toBe(0)
  })

  it('creates the Downloads folder when it is missing', async () => {
    const { shell, neutralino } = await desktop({ routes: { [SONG_URL]: song } })
    neutralino.directories.delete('/home/fan/Downloads')
    await shell.downloadFile(SONG_URL, 'Artist - Song.flac')
    expect(neutralino.directories.has('/home/fan/Downloads')).toBe(true)
    expect([...neutralino.files.keys()]).toEqual(['/home/fan/Downloads/Artist - Song.flac'])
  })

  it('gives up a download that stops sending, leaving no partial file', async () => {
    let sent = 0
    const stalls = () =>
      new Response(
        new ReadableStream<Uint8Array>({
          pull(controller) {
            if (sent++ > 0) return new Promise<void>(() => undefined)
            controller.enqueue(new Uint8Array(1000))
            return undefined
          },
        }),
      )
    const neutralino = createFakeNeutralino({ allowList: config.nativeAllowList, exec: fakeCurl(fetchOf({ [SONG_URL]: stalls })) })
    await expect(downloadToDownloads(neutralino, SONG_URL, 'song.flac', 1000)).rejects.toMatchObject({ reason: 'stalled' })
    expect(neutralino.files.size).toBe(0)
  })

  it('fails on an HTTP error without writing anything', async () => {
    const { shell, neutralino } = await desktop()
    await expect(shell.downloadFile(SONG_URL, 'song.flac')).rejects.toThrow('HTTP 404')
    expect(neutralino.files.size).toBe(0)
  })

  it('fails with the runtime’s permission error when the allow-list lacks a method', async () => {
    const { shell } = await desktop({
      routes: { [SONG_URL]: song },
      fake: { allowList: config.nativeAllowList.filter((method) => method !== 'os.execCommand') },
    })
    await expect(shell.downloadFile(SONG_URL, 'song.flac')).rejects.toMatchObject({ code: 'NE_RT_NATPRME' })
  })
})

describe('the native allow-list', () => {
  it('holds exactly the native methods the desktop shell calls', async () => {
    // Big enough to be written in two slices (appendBinaryFile).
    const archive = resourcesArchive({ 'resources/www/index.html': '<!doctype html>', 'resources/www/big.js': 'x'.repeat(4 * 1024 * 1024 + 1) })
    const key = await createReleaseKey()
    const manifestText = await signedManifest(key, archive, { version: '0.9.0', resourcesURL: RESOURCES_URL })
    const { shell, neutralino } = await desktop({
      globals: {
        NL_OS: 'Linux',
        NL_MODE: 'window',
        NL_APPVERSION: '0.8.3',
        NL_PATH: '/opt/tonearm',
        NL_UPDATE_MANIFEST_URL: MANIFEST_URL,
        NL_UPDATE_PUBLIC_KEY: key.publicKeyBase64,
      },
      routes: {
        [MANIFEST_URL]: () => new Response(manifestText),
        [RESOURCES_URL]: () => new Response(archive.slice(0)),
        [SONG_URL]: () => chunked(3, 1024),
        'http://music.test/broken': () => chunked(4, 1024, { breakAfter: true }),
      },
    })
    shell.storage.set('app_store', '{}')
    shell.storage.set('theme', '{}')
    shell.storage.remove('theme')
    await (shell.storage as unknown as { flushed: () => Promise<void> }).flushed()
    await shell.openExternal('https://example.org')
    await shell.setWindowTitle('Tonearm')
    await shell.notifications?.show('Song', 'Artist — Album')
    await shell.desktopWindow?.hide()
    await shell.desktopWindow?.setTray([{ id: 'app.desktop.quit', text: 'Quit' }])
    await shell.desktopWindow?.setMenu([{ id: 'app.desktop.quit', text: 'Quit' }])
    await shell.desktopWindow?.toggleVisible()
    await shell.desktopWindow?.toggleVisible()
    await shell.desktopWindow?.setCompact?.(true)
    await shell.desktopWindow?.setCompact?.(false)
    await shell.downloadFile(SONG_URL, 'song.flac')
    await expect(shell.downloadFile('http://music.test/broken', 'x.flac')).rejects.toThrow('network connection lost')
    neutralino.directories.delete('/home/fan/Downloads')
    await shell.downloadFile(SONG_URL, 'song.flac')
    neutralino.files.set('/opt/tonearm/resources.neu', new Uint8Array(resourcesArchive({ 'old.html': 'old' })))
    expect(await shell.updater?.check()).not.toBeNull()
    await shell.updater?.install()
    await shell.updater?.restart()
    const relaunched = await desktop({ neutralino, publicKey: key.publicKeyBase64 })
    expect(relaunched.shell.storage.get('app_store')).toBe('{}')
    await relaunched.shell.updater?.confirmStarted?.()
    const used = new Set(neutralino.nativeCalls)
    expect([...used].sort()).toEqual([...config.nativeAllowList].sort())
  })
})

describe('update helpers', () => {
  it('compares versions numerically, a pre-release below its release', () => {
    expect(isNewerVersion('0.10.0', '0.9.9')).toBe(true)
    expect(isNewerVersion('v1.0.0', '0.9.0')).toBe(true)
    expect(isNewerVersion('1.0.0-beta.2', '1.0.0')).toBe(false)
    expect(isNewerVersion('1.0.0', '1.0.0-beta.2')).toBe(true)
    expect(isNewerVersion('1.0.0-beta.10', '1.0.0-beta.2')).toBe(true)
    expect(isNewerVersion('0.8.3', '0.8.3')).toBe(false)
  })

  it('recognises an asar archive', () => {
    expect(isResourcesArchive(resourcesArchive())).toBe(true)
    expect(isResourcesArchive(new TextEncoder().encode('<!doctype html><html></html>').buffer)).toBe(false)
    expect(isResourcesArchive(new ArrayBuffer(0))).toBe(false)
  })
})
