import { safeFileName } from '../safe-file-name'
import { boundedBody } from './bounded-fetch'
import type { NeutralinoApi } from './neutralino-api'
import { isNeutralinoError } from './neutralino-api'

/** Bytes sent per native call: a song streams to disk in slices instead of one huge message. */
export const DOWNLOAD_SLICE_BYTES = 4 * 1024 * 1024
const MAX_NUMBERED_NAMES = 999

/** A download that sends nothing for this long is given up (and its partial file removed). */
export const DOWNLOAD_IDLE_TIMEOUT_MS = 30_000

/**
 * SPEC §4 downloads in the desktop app: fetches `url` and writes it into the user's Downloads
 * folder (created when missing) as a safe `fileName`, never over an existing file ("song.flac",
 * then "song (1).flac", …). A failed or stalled transfer leaves no partial file behind.
 */
export async function downloadToDownloads(
  api: NeutralinoApi,
  fetchFn: typeof fetch,
  url: string,
  fileName: string,
  idleTimeoutMs = DOWNLOAD_IDLE_TIMEOUT_MS,
): Promise<string> {
  const body = boundedBody(fetchFn, url, { idleTimeoutMs }, (response) => {
    if (!response.ok) throw new Error(`Download failed: HTTP ${response.status}`)
  })
  const first = await body.next()
  const folder = await api.os.getPath('downloads')
  await ensureFolder(api, folder)
  // Room for the ` (999)` a name already taken gets.
  const path = await freePath(api, folder, safeFileName(fileName, 6))
  let written = false
  try {
    for await (const slice of slices(first, body)) {
      if (written) await api.filesystem.appendBinaryFile(path, slice)
      else await api.filesystem.writeBinaryFile(path, slice)
      written = true
    }
    if (!written) await api.filesystem.writeBinaryFile(path, new ArrayBuffer(0))
  } catch (error) {
    if (written) await api.filesystem.remove(path).catch(() => undefined)
    throw error
  }
  return path
}

async function ensureFolder(api: NeutralinoApi, folder: string): Promise<void> {
  try {
    await api.filesystem.getStats(folder)
  } catch (error) {
    if (!isNeutralinoError(error, 'NE_FS_NOPATHE')) throw error
    await api.filesystem.createDirectory(folder)
  }
}

/** `name.ext`, `name (1).ext`, `name (2).ext`… the first that does not exist in `folder`. */
export function numberedName(fileName: string, attempt: number): string {
  if (attempt === 0) return fileName
  const dot = fileName.lastIndexOf('.')
  return dot > 0 ? `${fileName.slice(0, dot)} (${attempt})${fileName.slice(dot)}` : `${fileName} (${attempt})`
}

export function joinPath(folder: string, fileName: string): string {
  const separator = folder.includes('\\') && !folder.includes('/') ? '\\' : '/'
  return folder.endsWith(separator) ? folder + fileName : `${folder}${separator}${fileName}`
}

async function freePath(api: NeutralinoApi, folder: string, fileName: string): Promise<string> {
  for (let attempt = 0; attempt <= MAX_NUMBERED_NAMES; attempt++) {
    const path = joinPath(folder, numberedName(fileName, attempt))
    try {
      await api.filesystem.getStats(path)
    } catch (error) {
      if (isNeutralinoError(error, 'NE_FS_NOPATHE')) return path
      throw error
    }
  }
  throw new Error(`No free name for ${fileName} in ${folder}`)
}

/** The body regrouped into slices of DOWNLOAD_SLICE_BYTES (the last one shorter). */
async function* slices(first: IteratorResult<Uint8Array>, rest: AsyncGenerator<Uint8Array>): AsyncGenerator<ArrayBuffer> {
  let pending: Uint8Array[] = []
  let pendingBytes = 0
  const take = (): ArrayBuffer => {
    const joined = new Uint8Array(pendingBytes)
    let offset = 0
    for (const part of pending) {
      joined.set(part, offset)
      offset += part.length
    }
    pending = []
    pendingBytes = 0
    return joined.buffer
  }
  let next = first
  while (!next.done) {
    pending.push(next.value)
    pendingBytes += next.value.length
    if (pendingBytes >= DOWNLOAD_SLICE_BYTES) yield take()
    next = await rest.next()
  }
  if (pendingBytes > 0) yield take()
}
