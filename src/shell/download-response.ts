import { boundedBody, DownloadTimeout } from './bounded-fetch'

/**
 * What every host checks before it says a download completed (download toasts): the
 * server answered 200 with a non-empty file that is not an error document (a Subsonic error comes
 * as HTTP 200 with a JSON or XML body), the whole announced length arrived, and the transfer never
 * stalled longer than `stallMs`. Host-agnostic: the browser fetches through it; the desktop's curl download (neutralino-download.ts)
 * uses the same head check and reasons. The stall timer is bounded-fetch.ts's, shared with updates.
 */
export class DownloadError extends Error {
  constructor(
    readonly reason: 'http' | 'server' | 'not-a-file' | 'empty' | 'truncated' | 'stalled' | 'network',
    message: string,
  ) {
    super(message)
    this.name = 'DownloadError'
  }
}

/** No byte for this long: the transfer is given up (a stalled proxy or server never ends it). */
export const DOWNLOAD_STALL_MS = 30_000

export interface DownloadedFile {
  readonly bytes: Blob
  /** The name the server gives in Content-Disposition, or null. */
  readonly serverFileName: string | null
}

export async function fetchDownload(
  fetchFn: typeof fetch,
  url: string,
  options: { readonly stallMs?: number } = {},
): Promise<DownloadedFile> {
  const stallMs = options.stallMs ?? DOWNLOAD_STALL_MS
  let head: Response | null = null
  const chunks: Uint8Array<ArrayBuffer>[] = []
  let received = 0
  try {
    for await (const chunk of boundedBody(fetchFn, url, { idleTimeoutMs: stallMs }, async (response) => {
      head = response
      await checkResponseHead(response)
    })) {
      chunks.push(chunk as Uint8Array<ArrayBuffer>)
      received += chunk.byteLength
    }
  } catch (error) {
    if (error instanceof DownloadError) throw error
    if (error instanceof DownloadTimeout) throw new DownloadError('stalled', `No data for ${stallMs / 1000} s`)
    throw new DownloadError('network', error instanceof Error ? error.message : String(error))
  }
  const response = head as Response | null
  if (response === null) throw new DownloadError('network', 'No response')
  if (received === 0) throw new DownloadError('empty', 'The server sent an empty file')
  const announced = Number(response.headers.get('Content-Length') ?? Number.NaN)
  if (Number.isFinite(announced) && !response.headers.get('Content-Encoding') && received < announced) {
    throw new DownloadError('truncated', `Received ${received} of ${announced} bytes`)
  }
  const type = (response.headers.get('Content-Type') ?? '').toLowerCase()
  return {
    bytes: new Blob(chunks, type ? { type } : {}),
    serverFileName: fileNameOfDisposition(response.headers.get('Content-Disposition')),
  }
}

/**
 * The checks of a download's head, for every way a host fetches (the desktop's curl too): HTTP
 * 200, and not an error document. Rejects with the DownloadError that says why.
 */
export async function checkResponseHead(response: Response): Promise<void> {
  if (!response.ok) throw new DownloadError('http', `HTTP ${response.status}`)
  const type = (response.headers.get('Content-Type') ?? '').toLowerCase()
  if (isDocumentType(type)) throw new DownloadError(...(await documentFailure(response)))
}

/** JSON, XML, HTML or plain text: an error page or a Subsonic error, never a song. */
function isDocumentType(type: string): boolean {
  return /^(application\/(json|xml|xhtml\+xml)|text\/)/.test(type)
}

async function documentFailure(response: Response): Promise<[DownloadError['reason'], string]> {
  const text = await response.text().catch(() => '')
  try {
    const error = (JSON.parse(text) as { 'subsonic-response'?: { error?: { code?: unknown; message?: unknown } } })['subsonic-response']?.error
    if (error) return ['server', `Server error ${String(error.code)}: ${String(error.message ?? '')}`]
  } catch {
    // not JSON: an XML error or a page
  }
  const xml = /<error[^>]*code="(\d+)"[^>]*message="([^"]*)"/.exec(text)
  if (xml) return ['server', `Server error ${xml[1]}: ${xml[2]}`]
  return ['not-a-file', `The server sent ${response.headers.get('Content-Type') ?? 'a document'}, not a file`]
}

/** `attachment; filename*=UTF-8''N%C3%A9.mp3` or `filename="a.mp3"` → the name; null without one. */
export function fileNameOfDisposition(header: string | null): string | null {
  if (!header) return null
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim()).replace(/[\\/]/g, '_')
    } catch {
      // a broken encoding: fall back to the plain name
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header)
  const name = (plain?.[2] ?? plain?.[1] ?? '').trim()
  return name === '' ? null : name.replace(/[\\/]/g, '_')
}
