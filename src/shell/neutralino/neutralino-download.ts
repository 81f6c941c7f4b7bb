import type { NeutralinoApi } from './neutralino-api'
import { isNeutralinoError } from './neutralino-api'

/** Bytes sent per native call: a song streams to disk in slices instead of one huge message. */
export const DOWNLOAD_SLICE_BYTES = 4 * 1024 * 1024
const MAX_NUMBERED_NAMES = 999

/**
 * SPEC §4 downloads in the desktop app: fetches `url` and writes it into the user's Downloads
 * folder as `fileName`, never over an existing file ("song.flac", then "song (1).flac", …).
 * A failed transfer leaves no partial file behind.
 */
export async function downloadToDownloads(
  api: NeutralinoApi,
  fetchFn: typeof fetch,
  url: string,
  fileName: string,
): Promise<string> {
  const response = await fetchFn(url)
  if (!response.ok) throw new Error(`Download failed: HTTP ${response.status}`)
  const folder = await api.os.getPath('downloads')
  const path = await freePath(api, folder, safeFileName(fileName))
  let written = false
  try {
    for await (const slice of slices(response)) {
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

/** A name the file systems of all three platforms accept, without any folder part. */
export function safeFileName(fileName: string): string {
  const cleaned = fileName
    // oxlint-disable-next-line no-control-regex -- control characters are what we remove
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]/g, '_')
    .replace(/^[\s.]+|[\s.]+$/g, '')
    .slice(0, 200)
  return cleaned === '' ? 'download' : cleaned
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

async function* slices(response: Response): AsyncGenerator<ArrayBuffer> {
  if (response.body === null) {
    const whole = await response.arrayBuffer()
    if (whole.byteLength > 0) yield whole
    return
  }
  const reader = response.body.getReader()
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
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    pending.push(value)
    pendingBytes += value.length
    if (pendingBytes >= DOWNLOAD_SLICE_BYTES) yield take()
  }
  if (pendingBytes > 0) yield take()
}
