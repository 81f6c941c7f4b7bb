import { allSettled } from 'effector'
import { describe, expect, it } from 'vitest'
import { fakeAudioOutput } from '../../testing/fake-audio-output'
import { makeSongs } from '../../testing/queue-songs'
import { forkWithShell, signIn } from '../../testing/scope'
import { listPlayed } from '../queue/queue-events'
import { mediaAddressingChanged } from '../session/media-addressing'
import { audioAttached } from './player'

const songs = makeSongs(2)

describe('streams through the Service Worker’s media route', () => {
  it('loads and preloads credential-free addresses of this origin, and tells the output which server’s origin they stand for', async () => {
    const { scope } = forkWithShell()
    await signIn(scope)
    const audio = fakeAudioOutput()
    await allSettled(audioAttached, { scope, params: audio.output })
    await allSettled(mediaAddressingChanged, { scope, params: { route: { base: '/media/' }, pageOrigin: 'http://app.test' } })
    await allSettled(listPlayed, { scope, params: { songs, index: 0 } })
    expect(audio.state.src).toMatch(new RegExp(`^/media/x[0-9a-f]{8}/stream\\?id=${songs[0]!.id}&maxBitRate=0&estimateContentLength=true$`))
    expect(audio.state.preloaded).toMatch(new RegExp(`^/media/x[0-9a-f]{8}/stream\\?id=${songs[1]!.id}&`))
    expect(audio.state.src).not.toMatch(/[?&](u|t|s|p)=/)
    // The server (http://music.test) is of another origin: the output is told the media path stands for it.
    expect(audio.state.mediaRoute).toEqual({ base: '/media/', origin: 'http://music.test' })
  })

  it('keeps the server’s own addresses while no worker controls the page', async () => {
    const { scope } = forkWithShell()
    await signIn(scope)
    const audio = fakeAudioOutput()
    await allSettled(audioAttached, { scope, params: audio.output })
    await allSettled(listPlayed, { scope, params: { songs, index: 0 } })
    expect(audio.state.src).toMatch(/^http:\/\/music\.test\/rest\/stream\?u=alice&/)
    expect(audio.state.mediaRoute).toBeNull()
  })

  it('held for the worker (the desktop app’s start), loads nothing; once let go, the element gets the media address and plays', async () => {
    const { scope } = forkWithShell()
    await signIn(scope)
    const audio = fakeAudioOutput()
    await allSettled(mediaAddressingChanged, { scope, params: { route: null, pageOrigin: 'http://app.test', held: true } })
    await allSettled(audioAttached, { scope, params: audio.output })
    await allSettled(listPlayed, { scope, params: { songs, index: 0 } })
    expect(audio.state.src ?? null).toBeNull()
    expect(audio.state.preloaded ?? null).toBeNull()
    await allSettled(mediaAddressingChanged, { scope, params: { route: { base: '/media/' }, pageOrigin: 'http://app.test' } })
    expect(audio.state.src).toMatch(new RegExp(`^/media/x[0-9a-f]{8}/stream\\?id=${songs[0]!.id}&`))
    expect(audio.state.playing).toBe(true)
  })
})
