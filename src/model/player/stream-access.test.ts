import { allSettled } from 'effector'
import { describe, expect, it } from 'vitest'
import { fakeAudioOutput } from '../../testing/fake-audio-output'
import { makeSongs } from '../../testing/queue-songs'
import { forkWithShell, signIn } from '../../testing/scope'
import { listPlayed } from '../queue/queue-events'
import { $streamAccess, audioAttached } from './playback'
import type { StreamCors } from '../../api/core/stream-cors'
import type { StreamProbe } from './stream-access'
import { streamAccess, streamCorsProbeFx } from './stream-access'

const songs = makeSongs(3)

/** Signed in to http://music.test (another origin than jsdom's page), the probe answering `answer`. */
async function playing(answer: StreamCors) {
  const probed: string[] = []
  const audio = fakeAudioOutput()
  const { scope } = forkWithShell({
    handlers: [
      [
        streamCorsProbeFx,
        ({ src, origin }: StreamProbe) => {
          probed.push(src)
          // What the output was told before the answer: nothing loaded yet.
          expect(audio.calls.filter((call) => call.startsWith('load'))).toEqual([])
          return { origin, answer }
        },
      ],
    ],
  })
  await signIn(scope)
  await allSettled(audioAttached, { scope, params: audio.output })
  await allSettled(listPlayed, { scope, params: { songs, index: 0 } })
  return { scope, audio, probed }
}

describe('whether a server’s streams carry CORS', () => {
  it('tells same-origin, known and unknown streams apart', () => {
    expect(streamAccess(null, {})).toBeNull()
    expect(streamAccess(new URL('/rest/stream?id=1', location.href).toString(), {})).toBe('same')
    expect(streamAccess('http://music.test/rest/stream?id=1', {})).toBe('unknown')
    expect(streamAccess('http://music.test/rest/stream?id=1', { 'http://music.test': 'granted' })).toBe('granted')
    expect(streamAccess('http://music.test/rest/stream?id=1', { 'http://music.test': 'refused' })).toBe('refused')
  })

  it("counts the Service Worker's media addresses as their server's origin, not the page's", () => {
    const route = { base: '/media/', origin: 'http://music.test' }
    const media = new URL('/media/x1/stream?id=1', location.href).toString()
    expect(streamAccess(media, {}, route)).toBe('unknown')
    expect(streamAccess(media, { 'http://music.test': 'refused' }, route)).toBe('refused')
    expect(streamAccess(media, { 'http://music.test': 'granted' }, route)).toBe('granted')
    // The worker of a server on the page's own origin: read like the page's own files.
    expect(streamAccess(media, {}, { base: '/media/', origin: location.origin })).toBe('same')
  })

  it('asks once per server before the first song loads; granted: the output reads its streams with CORS', async () => {
    const { scope, audio, probed } = await playing('granted')
    expect(probed).toHaveLength(1)
    expect(audio.calls.some((call) => call.startsWith('load song http://music.test/rest/stream'))).toBe(true)
    expect(audio.state.corsOrigins).toEqual(['http://music.test'])
    expect(scope.getState($streamAccess)).toBe('granted')
    await allSettled(listPlayed, { scope, params: { songs, index: 1 } })
    expect(probed).toHaveLength(1)
  })

  it('refused: the song loads all the same, with no origin granted', async () => {
    const { scope, audio } = await playing('refused')
    expect(audio.calls.some((call) => call.startsWith('load song'))).toBe(true)
    expect(audio.state.corsOrigins).toEqual([])
    expect(scope.getState($streamAccess)).toBe('refused')
  })

  it('no answer: the song loads without CORS and the next song asks again', async () => {
    const { scope, audio, probed } = await playing('unknown')
    expect(audio.calls.some((call) => call.startsWith('load song'))).toBe(true)
    expect(audio.state.corsOrigins).toEqual([])
    expect(scope.getState($streamAccess)).toBe('unknown')
    await allSettled(listPlayed, { scope, params: { songs, index: 1 } })
    expect(probed).toHaveLength(2)
  })
})
