import { allSettled } from 'effector'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeSongs } from '../../testing/queue-songs'
import { forkWithShell, signIn } from '../../testing/scope'
import { listPlayed } from '../queue/queue-events'
import { $nowPlaying, bindMediaSession } from './media-session'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('media session', () => {
  it('describes the current song with title, artist, album and artwork', async () => {
    const { scope } = forkWithShell()
    await signIn(scope)
    await allSettled(listPlayed, { scope, params: { songs: [{ ...makeSongs(1)[0]!, coverArt: 'c1' }], index: 0 } })
    const nowPlaying = scope.getState($nowPlaying)
    expect(nowPlaying).toMatchObject({ title: 'Song 0', artist: 'Artist', album: 'Album' })
    expect(nowPlaying?.artwork).toContain('/rest/getCoverArt')
  })

  it('routes the OS media keys to the player and unbinds them', () => {
    const handlers = new Map<string, MediaSessionActionHandler | null>()
    vi.stubGlobal('navigator', { mediaSession: { setActionHandler: (action: string, handler: MediaSessionActionHandler | null) => handlers.set(action, handler) } })
    const calls: string[] = []
    const unbind = bindMediaSession(
      {
        play: () => calls.push('play'),
        pause: () => calls.push('pause'),
        previous: () => calls.push('previous'),
        next: () => calls.push('next'),
        seekTo: (seconds) => calls.push(`seekTo ${seconds}`),
        seekBy: (seconds) => calls.push(`seekBy ${seconds}`),
      },
      10,
    )
    const fire = (action: MediaSessionAction, details: Partial<MediaSessionActionDetails> = {}) =>
      handlers.get(action)?.({ action, ...details } as MediaSessionActionDetails)
    fire('play')
    fire('pause')
    fire('previoustrack')
    fire('nexttrack')
    fire('seekto', { seekTime: 42 })
    fire('seekbackward')
    fire('seekforward', { seekOffset: 5 })
    expect(calls).toEqual(['play', 'pause', 'previous', 'next', 'seekTo 42', 'seekBy -10', 'seekBy 5'])
    unbind()
    expect([...handlers.values()].every((handler) => handler === null)).toBe(true)
  })
})
