import { fnv1a, parseMediaAddress } from '../../api/core/media-route'
import type { KeptFile } from '../../sw/kept-index'
import { KEPT_INDEX_FILE, readKeptIndex } from '../../sw/kept-index'
import { keptSongName } from '../../sw/offline-key'
import { DOWNLOAD_STALL_MS, DownloadError } from '../download-response'
import { safeFileName } from '../safe-file-name'
import type { OfflineSongs } from '../shell'
import { OfflineSongError } from '../shell'
import type { NeutralinoApi } from './neutralino-api'
import { curlToFile, ensureFolder, OutputWriteError } from './neutralino-download'

/** The folder of kept songs inside the app's data folder. */
export const KEPT_SONGS_FOLDER = 'kept-songs'

export interface KeptSongsOptions {
  /** The app's base path (`/`): where its media addresses start. */
  readonly base?: string
  /** The random part of this launch's mount path. */
  readonly random?: () => string
  readonly stallMs?: number
}

/** A song's file type from the server's Content-Type; `.audio` when it is not one of these. */
const EXTENSIONS: readonly [RegExp, string][] = [
  [/^audio\/(mpeg|mp3|mpga)/, '.mp3'],
  [/^audio\/(x-)?flac/, '.flac'],
  [/^audio\/(ogg|vorbis)/, '.ogg'],
  [/^audio\/opus/, '.opus'],
  [/^audio\/(mp4|aac|x-m4a|m4a)/, '.m4a'],
  [/^audio\/(x-)?(wav|wave)/, '.wav'],
  [/^audio\/webm/, '.weba'],
]

const extensionOf = (type: string): string => EXTENSIONS.find(([pattern]) => pattern.test(type.toLowerCase()))?.[1] ?? '.audio'

/**
 * A kept copy's file name, made from its name (server key, song, quality; never the credentials):
 * letters, digits, `-` and `_` only (the runtime's server and every OS take it as it is), with a
 * hash of the whole name so two songs whose ids differ only in other characters never share one.
 */
export function keptFileStem(name: string): string {
  const readable = name.replace(/%[0-9A-F]{2}/gi, '_').replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 160)
  return safeFileName(`${readable}-${fnv1a(name)}`)
}

const aborted = (signal: AbortSignal): unknown => signal.reason ?? new DOMException('Aborted', 'AbortError')

function offlineFailure(error: unknown): OfflineSongError {
  if (error instanceof OfflineSongError) return error
  if (error instanceof OutputWriteError) return new OfflineSongError('quota', error.message)
  if (error instanceof DownloadError) {
    const reason = error.reason === 'truncated' || error.reason === 'stalled' ? 'cut' : error.reason === 'network' ? 'network' : 'failed'
    return new OfflineSongError(reason, error.message)
  }
  return new OfflineSongError('failed', error instanceof Error ? error.message : String(error))
}

/**
 * The desktop app's kept songs (docs/offline.md, "The desktop app"): files in its data folder
 * (`<data>/tonearm/kept-songs/`), fetched by the system's curl from the server's own address (no
 * CORS needed), checked as the browser checks them (download-response.ts), listed in
 * `kept-songs.json` (src/sw/kept-index.ts). The runtime's server serves the folder for this
 * launch under a random path of the page's own origin (`server.mount`), where the Service Worker
 * reads them to answer the audio element. Each change of the list is written beside it, then
 * renamed over it: the list never names a file that is not whole.
 */
export async function openKeptSongs(api: NeutralinoApi, dataFolder: string, options: KeptSongsOptions = {}): Promise<OfflineSongs> {
  const base = options.base ?? '/'
  const folder = `${dataFolder}/${KEPT_SONGS_FOLDER}`
  await ensureFolder(api, folder)
  const mount = `/kept-${(options.random ?? randomPart)()}`
  await api.server.mount(mount, folder)

  let songs: Promise<Readonly<Record<string, KeptFile>>> | null = null
  const listed = () => (songs ??= readList())
  /**
   * The list as stored; none yet is empty. One that cannot be read (cut off, changed by hand, a
   * disk error) is set aside as it was, beside the list the next change writes: the songs it
   * names stay on the disk, never written over by a list without them.
   */
  const readList = async (): Promise<Readonly<Record<string, KeptFile>>> => {
    const path = `${folder}/${KEPT_INDEX_FILE}`
    const read = await api.filesystem.readBinaryFile(path).then(
      (bytes) => readKeptIndex(new TextDecoder().decode(bytes)),
      () => null,
    )
    if (read) return read.songs
    // Not read: none yet (the first launch), or one that is there and cannot be read.
    const exists = await api.filesystem.getStats(path).then(
      () => true,
      () => false,
    )
    if (!exists) return {}
    const aside = `${folder}/kept-songs.unreadable-${(options.random ?? randomPart)().slice(0, 8)}.json`
    console.error(`The list of kept songs could not be read: set aside as ${aside}; the songs it names stay in the folder.`)
    await api.filesystem.move(path, aside).catch((error: unknown) => {
      throw offlineFailure(error)
    })
    return {}
  }
  const write = async (next: Readonly<Record<string, KeptFile>>) => {
    const path = `${folder}/${KEPT_INDEX_FILE}`
    await api.filesystem.writeBinaryFile(`${path}.new`, new TextEncoder().encode(JSON.stringify({ version: 1, songs: next })).buffer)
    await api.filesystem.move(`${path}.new`, path)
    songs = Promise.resolve(next)
  }
  /** Changes of the list one after the other (a keep finishing while an item is removed). */
  let turn: Promise<unknown> = Promise.resolve()
  const inTurn = <T>(task: () => Promise<T>): Promise<T> => {
    const run = turn.then(task, task)
    turn = run.catch(() => undefined)
    return run
  }
  const removeFile = (file: string) => api.filesystem.remove(`${folder}/${file}`).catch(() => undefined)
  /** Drops the entries `drop` picks: the list first, then their files (a crash leaves a file, never an entry without one). */
  const dropEntries = (drop: (name: string) => boolean) =>
    inTurn(async () => {
      const current = await listed()
      const gone = Object.keys(current).filter(drop)
      if (gone.length === 0) return
      await write(Object.fromEntries(Object.entries(current).filter(([name]) => !gone.includes(name))))
      for (const name of gone) await removeFile(current[name]!.file)
    })
  /**
   * Once, before the launch's first download: the partial files an earlier launch left (a crash
   * mid-download or mid-write) go. Songs are left alone: a list that could not be read must not
   * cost the files it names.
   */
  let tidied: Promise<void> | null = null
  const tidy = () =>
    (tidied ??= inTurn(async () => {
      const entries = await api.filesystem.readDirectory(folder).catch(() => [])
      for (const entry of entries) if (entry.type === 'FILE' && /\.(part|new)$/.test(entry.entry)) await removeFile(entry.entry)
    }))
  const nameOf = (url: string): string => {
    const address = new URL(url, 'http://page.invalid')
    const media = parseMediaAddress(address.pathname, `${base}media/`)
    const name = media && media.method === 'stream' ? keptSongName(media.key, address.searchParams) : null
    if (!name) throw new OfflineSongError('failed', `Not a stream's media address: ${address.pathname}`)
    return name
  }

  return {
    servedAt: `${mount}/`,
    readsPastCors: true,
    async keep(url, signal, upstream) {
      if (!new URL(url, 'http://page.invalid').pathname.endsWith('/stream')) throw new OfflineSongError('failed', 'The desktop app keeps songs, not covers')
      const name = nameOf(url)
      if (!upstream) throw new OfflineSongError('failed', 'No server address to fetch the song from')
      await tidy()
      const stem = keptFileStem(name)
      // A name of its own per attempt: a stopped download's curl may still be writing its file.
      const partName = `${stem}.${randomPart().slice(0, 8)}.part`
      const part = `${folder}/${partName}`
      let fetched
      try {
        fetched = await curlToFile(api, upstream, part, options.stallMs ?? DOWNLOAD_STALL_MS)
      } catch (error) {
        if (signal.aborted) throw aborted(signal)
        throw offlineFailure(error)
      }
      if (signal.aborted) {
        await removeFile(partName)
        throw aborted(signal)
      }
      return inTurn(async () => {
        const file = `${stem}${extensionOf(fetched.contentType)}`
        const current = await listed()
        const before = current[name]
        try {
          await api.filesystem.move(part, `${folder}/${file}`)
        } catch (error) {
          await removeFile(partName)
          throw offlineFailure(error)
        }
        try {
          await write({ ...current, [name]: { file, type: fetched.contentType, size: fetched.size } })
        } catch (error) {
          if (before?.file !== file) await removeFile(file)
          throw offlineFailure(error)
        }
        if (before && before.file !== file) await removeFile(before.file)
        return fetched.size
      })
    },
    remove: async (urls) => {
      const names = new Set(urls.map(nameOf))
      await dropEntries((name) => names.has(name))
    },
    forget: async (serverKey) => {
      await dropEntries((name) => name.startsWith(`${serverKey}/`))
      // Files no entry names (a download stopped by a crash): the account's go too.
      await inTurn(async () => {
        const kept = new Set(Object.values(await listed()).map((entry) => entry.file))
        const entries = await api.filesystem.readDirectory(folder).catch(() => [])
        for (const entry of entries) if (entry.type === 'FILE' && entry.entry.startsWith(`${serverKey}-`) && !kept.has(entry.entry)) await removeFile(entry.entry)
      })
    },
    // The data folder is the user's own disk: nothing evicts it, and no browser estimates it.
    persist: async () => true,
    estimate: async () => null,
  }
}

function randomPart(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}
