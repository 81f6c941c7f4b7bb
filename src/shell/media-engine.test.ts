import { describe, expect, it } from 'vitest'
import { pausedElementsStartLate } from './media-engine'

describe('a media engine whose paused elements start late', () => {
  it('is WebKitGTK alone: not Chromium on Linux, nor Safari', () => {
    const gtk = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15'
    const chromium = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'
    const safari = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15'
    expect(pausedElementsStartLate(gtk)).toBe(true)
    expect(pausedElementsStartLate(chromium)).toBe(false)
    expect(pausedElementsStartLate(safari)).toBe(false)
  })
})
