import { describe, expect, it } from 'vitest'
import { probeStreamCors } from './stream-cors'

const src = 'http://music.test/rest/stream?id=1'

/** A fetch that answers by mode: the browser rejects a `cors` read of an answer without CORS headers. */
function fetcher(answers: { cors: boolean; noCors: boolean }) {
  const modes: RequestMode[] = []
  const fake = (async (_url: string, init?: RequestInit) => {
    modes.push(init?.mode ?? 'cors')
    const ok = init?.mode === 'no-cors' ? answers.noCors : answers.cors
    if (!ok) throw new TypeError('Failed to fetch')
    return new Response('audio')
  }) as typeof fetch
  return { fake, modes }
}

describe('the stream CORS probe', () => {
  it('is granted when a cors read of the stream succeeds (one request)', async () => {
    const { fake, modes } = fetcher({ cors: true, noCors: true })
    expect(await probeStreamCors(src, fake)).toBe('granted')
    expect(modes).toEqual(['cors'])
  })

  it('is refused when only a no-cors request reaches the server', async () => {
    const { fake, modes } = fetcher({ cors: false, noCors: true })
    expect(await probeStreamCors(src, fake)).toBe('refused')
    expect(modes).toEqual(['cors', 'no-cors'])
  })

  it('is unknown when the server cannot be reached at all', async () => {
    const { fake } = fetcher({ cors: false, noCors: false })
    expect(await probeStreamCors(src, fake)).toBe('unknown')
  })
})
