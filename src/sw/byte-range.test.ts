// @vitest-environment node
// The worker has no DOM: Blob and Response as Node has them (jsdom's Blob cannot be a body).
import { describe, expect, it } from 'vitest'
import { parseByteRange, rangeResponse } from './byte-range'

describe('Range answers from a kept song', () => {
  it('reads the first range of a Range header', () => {
    expect(parseByteRange(null, 100)).toBeNull()
    expect(parseByteRange('bytes=0-', 100)).toEqual({ start: 0, end: 99 })
    expect(parseByteRange('bytes=10-19', 100)).toEqual({ start: 10, end: 19 })
    expect(parseByteRange('bytes=90-500', 100)).toEqual({ start: 90, end: 99 })
    expect(parseByteRange('bytes=-30', 100)).toEqual({ start: 70, end: 99 })
    expect(parseByteRange('bytes=-300', 100)).toEqual({ start: 0, end: 99 })
    expect(parseByteRange('bytes=5-9, 20-29', 100)).toEqual({ start: 5, end: 9 })
    expect(parseByteRange('bytes=100-', 100)).toBe('unsatisfiable')
    expect(parseByteRange('bytes=-0', 100)).toBe('unsatisfiable')
    expect(parseByteRange('bytes=20-10', 100)).toBeNull()
    expect(parseByteRange('items=0-1', 100)).toBeNull()
  })

  const body = new Blob([new Uint8Array(Array.from({ length: 100 }, (_, index) => index))], { type: 'audio/mpeg' })
  const headers = new Headers({ 'Content-Type': 'audio/mpeg' })

  it('answers 206 with the slice and its Content-Range', async () => {
    const response = rangeResponse(body, 'bytes=10-19', headers)
    expect(response.status).toBe(206)
    expect(response.headers.get('Content-Range')).toBe('bytes 10-19/100')
    expect(response.headers.get('Content-Length')).toBe('10')
    expect(response.headers.get('Content-Type')).toBe('audio/mpeg')
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19])
  })

  it('answers 200 with the whole body without a Range, and 416 past the end', async () => {
    const whole = rangeResponse(body, null, headers)
    expect(whole.status).toBe(200)
    expect(whole.headers.get('Accept-Ranges')).toBe('bytes')
    expect((await whole.arrayBuffer()).byteLength).toBe(100)
    const past = rangeResponse(body, 'bytes=200-', headers)
    expect(past.status).toBe(416)
    expect(past.headers.get('Content-Range')).toBe('bytes */100')
  })
})
