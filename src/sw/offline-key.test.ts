// @vitest-environment node
// The worker has no DOM: Blob and Response as Node has them (jsdom's Blob cannot be a body).
import { describe, expect, it } from 'vitest'
import { offlineCoverKey, offlineSongKey } from './offline-key'

describe('the key of a kept song', () => {
  const scope = 'http://127.0.0.1:4173/'
  it('is the server key, the song and the quality, whatever else the stream address carries', () => {
    const key = offlineSongKey(scope, 'x0123abcd', new URLSearchParams('id=tr-1&maxBitRate=128&format=mp3&estimateContentLength=true'))
    expect(key).toBe('http://127.0.0.1:4173/offline/x0123abcd/tr-1/128/mp3')
    expect(offlineSongKey(scope, 'x0123abcd', new URLSearchParams('id=tr-1&estimateContentLength=true'))).toBe('http://127.0.0.1:4173/offline/x0123abcd/tr-1/0/source')
    expect(offlineSongKey(scope, 'x0123abcd', new URLSearchParams('maxBitRate=128'))).toBeNull()
  })
})

describe('the key of a kept cover', () => {
  const scope = 'http://127.0.0.1:4173/'
  it('is the server key, the cover and its size, apart from the songs, whatever else the cover address carries', () => {
    expect(offlineCoverKey(scope, 'x0123abcd', new URLSearchParams('id=al-1&size=300'))).toBe('http://127.0.0.1:4173/offline-covers/x0123abcd/al-1/300')
    expect(offlineCoverKey(scope, 'x0123abcd', new URLSearchParams('id=al/1'))).toBe('http://127.0.0.1:4173/offline-covers/x0123abcd/al%2F1/0')
    expect(offlineCoverKey(scope, 'x0123abcd', new URLSearchParams('size=300'))).toBeNull()
  })
})
