/**
 * Answers a Range request from a stored whole body (a kept song): the audio element seeks with
 * `Range: bytes=N-` and expects 206 with the slice, or 416 when it asks past the end.
 */
export interface ByteRange {
  readonly start: number
  /** Inclusive, as Content-Range counts. */
  readonly end: number
}

/**
 * The one range a `Range` header asks of a body of `size` bytes: null when there is no header or
 * one this does not understand (the whole body is then the answer, as HTTP allows), 'unsatisfiable'
 * when it starts past the end. Several ranges: only the first is served.
 */
export function parseByteRange(header: string | null, size: number): ByteRange | 'unsatisfiable' | null {
  if (header === null) return null
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*(,.*)?$/i.exec(header.trim())
  if (!match) return null
  const [, first = '', last = ''] = match
  if (first === '' && last === '') return null
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last)
    if (length === 0) return 'unsatisfiable'
    return size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - length), end: size - 1 }
  }
  const start = Number(first)
  if (start >= size) return 'unsatisfiable'
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1)
  if (end < start) return null
  return { start, end }
}

/** The response for `rangeHeader` out of a stored `body` (200 whole, 206 slice, 416 past the end). */
export function rangeResponse(body: Blob, rangeHeader: string | null, headers: Headers): Response {
  const range = parseByteRange(rangeHeader, body.size)
  const answer = new Headers(headers)
  answer.set('Accept-Ranges', 'bytes')
  answer.delete('Content-Range')
  if (range === 'unsatisfiable') {
    answer.set('Content-Range', `bytes */${body.size}`)
    answer.set('Content-Length', '0')
    return new Response(null, { status: 416, statusText: 'Range Not Satisfiable', headers: answer })
  }
  if (range === null) {
    answer.set('Content-Length', String(body.size))
    return new Response(body, { status: 200, headers: answer })
  }
  const slice = body.slice(range.start, range.end + 1)
  answer.set('Content-Range', `bytes ${range.start}-${range.end}/${body.size}`)
  answer.set('Content-Length', String(slice.size))
  return new Response(slice, { status: 206, statusText: 'Partial Content', headers: answer })
}
