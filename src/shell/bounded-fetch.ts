/**
 * Fetches that can't hang or grow without end (the one stall timer of every download: songs in
 * the browser, updates on the desktop): every response must start and
 * keep sending within `idleTimeoutMs` (the timer restarts with each chunk), and a body longer
 * than `maxBytes` is cut off and refused.
 */
export class DownloadTimeout extends Error {
  override readonly name = 'DownloadTimeout'
}
export class DownloadTooBig extends Error {
  override readonly name = 'DownloadTooBig'
}

export interface BoundedFetchOptions {
  readonly idleTimeoutMs: number
  readonly maxBytes?: number
}

/** The response's body as chunks, each read under the idle timeout; the request aborts on a stall. */
export async function* boundedBody(
  fetchFn: typeof fetch,
  url: string,
  options: BoundedFetchOptions,
  onResponse: (response: Response) => void | Promise<void> = () => undefined,
): AsyncGenerator<Uint8Array> {
  const controller = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  let stalled = false
  const arm = () => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      stalled = true
      controller.abort()
    }, options.idleTimeoutMs)
  }
  const stall = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(new DownloadTimeout(`No data from ${url} for ${options.idleTimeoutMs} ms`)))
  })
  stall.catch(() => undefined)
  arm()
  try {
    const response = await Promise.race([fetchFn(url, { signal: controller.signal }), stall])
    await Promise.race([onResponse(response), stall])
    if (response.body === null) return
    const reader = response.body.getReader()
    let received = 0
    try {
      for (;;) {
        arm()
        const { done, value } = await Promise.race([reader.read(), stall])
        if (done) break
        received += value.length
        if (options.maxBytes !== undefined && received > options.maxBytes) {
          controller.abort()
          throw new DownloadTooBig(`${url} sends more than ${options.maxBytes} bytes`)
        }
        yield value
      }
    } finally {
      reader.cancel().catch(() => undefined)
    }
  } catch (error) {
    if (stalled) throw new DownloadTimeout(`No data from ${url} for ${options.idleTimeoutMs} ms`)
    throw error
  } finally {
    clearTimeout(timer)
  }
}

/** The whole body of a successful response, under the same limits. */
export async function boundedFetch(fetchFn: typeof fetch, url: string, options: BoundedFetchOptions): Promise<Uint8Array<ArrayBuffer>> {
  const parts: Uint8Array[] = []
  let total = 0
  for await (const chunk of boundedBody(fetchFn, url, options, (response) => {
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
    const length = Number(response.headers.get('content-length'))
    if (options.maxBytes !== undefined && Number.isFinite(length) && length > options.maxBytes) {
      throw new DownloadTooBig(`${url} announces ${length} bytes, more than ${options.maxBytes}`)
    }
  })) {
    parts.push(chunk)
    total += chunk.length
  }
  const joined = new Uint8Array(total)
  let offset = 0
  for (const part of parts) {
    joined.set(part, offset)
    offset += part.length
  }
  return joined
}
