import { checkResponseHead, DOWNLOAD_STALL_MS, DownloadError } from '../download-response'
import { safeFileName } from '../safe-file-name'
import type { NeutralinoApi } from './neutralino-api'
import { isNeutralinoError } from './neutralino-api'

const MAX_NUMBERED_NAMES = 999
/** An error document is read back to say what the server said; a song is never read into memory. */
const MAX_DOCUMENT_BYTES = 64 * 1024

/** The command the runtime runs: every address and path goes in on standard input, never on a command line. */
export const CURL_COMMAND = 'curl --config -'

/**
 * Downloads in the desktop app, against servers that send no CORS headers (Supysonic):
 * the webview's fetch cannot read another origin's answer, so the system's curl (Linux, macOS,
 * Windows 10 and later) fetches the file straight into the user's Downloads folder (created when
 * missing) as `name.part`, renamed to a safe, free `fileName` ("song.flac", then "song (1).flac"…)
 * once it passed the browser's checks (download-response.ts): HTTP 2xx, not an error document,
 * not empty, not cut off (curl: exit 18), no stall (no byte for `stallMs`: exit 28). A failed
 * transfer leaves no file behind.
 */
export async function downloadToDownloads(
  api: NeutralinoApi,
  url: string,
  fileName: string,
  stallMs = DOWNLOAD_STALL_MS,
): Promise<string> {
  if (!/^https?:\/\//i.test(url)) throw new DownloadError('network', `Not a web address: ${url}`)
  const folder = await api.os.getPath('downloads')
  await ensureFolder(api, folder)
  // Room for the ` (999)` a name already taken gets.
  const path = await freePath(api, folder, safeFileName(fileName, 6))
  const part = `${path}.part`
  await curlToFile(api, url, part, stallMs)
  try {
    await api.filesystem.move(part, path)
  } catch (error) {
    await api.filesystem.remove(part).catch(() => undefined)
    throw error
  }
  return path
}

/** curl could not write its output (exit 23): a full disk, or a folder that is gone. */
export class OutputWriteError extends DownloadError {
  constructor(message: string) {
    super('network', message)
    this.name = 'OutputWriteError'
  }
}

/** What curl fetched into its output file. */
export interface CurlFile {
  readonly size: number
  /** The Content-Type the server sent ('' when none). */
  readonly contentType: string
}

/**
 * Fetches `url` with the system's curl straight into `output`, and holds it to the browser's
 * checks (download-response.ts): HTTP 2xx, not an error document, not empty, not cut off (curl:
 * exit 18), no stall (no byte for `stallMs`: exit 28). A failed transfer leaves no file behind.
 */
export async function curlToFile(api: NeutralinoApi, url: string, output: string, stallMs = DOWNLOAD_STALL_MS): Promise<CurlFile> {
  if (!/^https?:\/\//i.test(url)) throw new DownloadError('network', `Not a web address: ${url}`)
  try {
    const result = await api.os.execCommand(CURL_COMMAND, { stdIn: curlConfig(url, output, stallMs) })
    const [status = '0', size = '0', ...type] = result.stdOut.trim().split('\n').at(-1)?.split(' ') ?? []
    if (result.exitCode === 28) throw new DownloadError('stalled', `No data for ${stallMs / 1000} s`)
    if (result.exitCode === 18) throw new DownloadError('truncated', 'The transfer ended before the whole file arrived')
    if (result.exitCode === 23) throw new OutputWriteError(result.stdErr.trim() || 'curl could not write the file')
    if (result.exitCode !== 0) throw new DownloadError('network', result.stdErr.trim() || `curl exited with ${result.exitCode}`)
    const contentType = type.join(' ')
    const code = /^[2-5]\d\d$/.test(status) ? Number(status) : 502
    const head = new Response([204, 205, 304].includes(code) ? null : await documentText(api, output, contentType), {
      status: code,
      headers: contentType ? { 'Content-Type': contentType } : {},
    })
    await checkResponseHead(head)
    if (Number(size) === 0) throw new DownloadError('empty', 'The server sent an empty file')
    return { size: Number(size), contentType }
  } catch (error) {
    await api.filesystem.remove(output).catch(() => undefined)
    throw error
  }
}

/** curl's options (its config-file syntax: each value quoted, `\` and `"` escaped). */
export function curlConfig(url: string, output: string, stallMs: number): string {
  const quoted = (value: string) => `"${value.replace(/[\\"]/g, (char) => `\\${char}`).replace(/\r?\n/g, '')}"`
  const seconds = Math.max(1, Math.round(stallMs / 1000))
  return [
    `url = ${quoted(url)}`,
    `output = ${quoted(output)}`,
    'silent',
    'show-error',
    'location',
    'proto = "=http,https"',
    'proto-redir = "=http,https"',
    `connect-timeout = ${seconds}`,
    'speed-limit = 1',
    `speed-time = ${seconds}`,
    `write-out = "%{http_code} %{size_download} %{content_type}\\n"`,
    '',
  ].join('\n')
}

/** The body of what may be an error document, for the head check; nothing of a song is read. */
async function documentText(api: NeutralinoApi, part: string, contentType: string): Promise<string | null> {
  if (!/^(application\/(json|xml|xhtml\+xml)|text\/)/i.test(contentType)) return null
  try {
    const stats = await api.filesystem.getStats(part)
    if (stats.size > MAX_DOCUMENT_BYTES) return null
    return new TextDecoder().decode(await api.filesystem.readBinaryFile(part))
  } catch {
    return null
  }
}

export async function ensureFolder(api: NeutralinoApi, folder: string): Promise<void> {
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
