import { allSettled, createWatch, scopeBind } from 'effector'
import { describe, expect, it } from 'vitest'
import { makeSongs } from '../../testing/queue-songs'
import { forkWithShell, signIn } from '../../testing/scope'
import { settleWithFakeTimers } from '../../testing/settle'
import { toastShown } from '../toasts/toasts'
import { fakeAudioOutput } from '../../testing/fake-audio-output'
import {
  $isPlaying,
  $progress,
  $replayGain,
  $volume,
  $webAudioUsable,
  audioAttached,
  crossfadeEnabledChanged,
  equalizerPresetChosen,
  loopCycled,
  muteToggled,
  nextRequested,
  playbackFailed,
  playPauseToggled,
  progressUpdated,
  replayGainEnabledChanged,
  seekedBy,
  trackEnded,
  volumeWheeled,
} from './player'
import { listPlayed, radioPlayed } from '../queue/queue-events'

const songs = makeSongs(3)

async function playing(options: Parameters<typeof fakeAudioOutput>[0] = {}) {
  const { scope } = forkWithShell()
  await signIn(scope)
  const audio = fakeAudioOutput(options)
  await allSettled(audioAttached, { scope, params: audio.output })
  return { scope, audio }
}

describe('crossfade and equaliser reach the output', () => {
  it('fades between songs of different albums, not within an album played in order; the equaliser when on', async () => {
    const { scope, audio } = await playing()
    const tracks = [
      { ...songs[0]!, albumId: 'A', track: 1 },
      { ...songs[1]!, albumId: 'A', track: 2 },
      { ...songs[2]!, albumId: 'B', track: 1 },
    ]
    await allSettled(listPlayed, { scope, params: { songs: tracks, index: 0 } })
    expect(audio.state.effects).toEqual({ crossfade: 0, equalizer: null })
    await allSettled(crossfadeEnabledChanged, { scope, params: true })
    expect(audio.state.effects?.crossfade).toBe(0)
    await allSettled(trackEnded, { scope })
    expect(audio.state.effects?.crossfade).toBe(5)
    await allSettled(equalizerPresetChosen, { scope, params: 'trebleBoost' })
    expect(audio.state.effects?.equalizer).toEqual({ preAmp: 0, bands: [0, 0, 0, 0, 0, 0, 2, 4, 5, 6] })
  })

  it('marks Web Audio unusable (the equaliser off) when the output says it cannot be used', async () => {
    const { scope, audio } = await playing({ webAudio: false })
    await allSettled(crossfadeEnabledChanged, { scope, params: true })
    await allSettled(listPlayed, { scope, params: { songs, index: 0 } })
    expect(scope.getState($webAudioUsable)).toBe(false)
    expect(audio.state.effects).toBeNull()
  })
})

describe('playback engine', () => {
  it('loads the stream of the current song and plays it, then the next one', async () => {
    const { scope, audio } = await playing()
    await allSettled(listPlayed, { scope, params: { songs, index: 0 } })
    expect(audio.calls.at(-2)).toMatch(/^load song http:\/\/music\.test\/rest\/stream\?.*id=s0.*@0$/)
    expect(audio.state.playing).toBe(true)
    expect(audio.state.preloaded).toMatch(/id=s1/)
    await allSettled(trackEnded, { scope })
    expect(audio.state.src).toMatch(/id=s1/)
    expect(audio.state.playing).toBe(true)
    await allSettled(playPauseToggled, { scope })
    expect(audio.calls.at(-1)).toBe('pause')
  })

  it('seeks by 10 s within the duration and resets progress on a new track', async () => {
    const { scope, audio } = await playing()
    await allSettled(listPlayed, { scope, params: { songs, index: 0 } })
    await allSettled(progressUpdated, { scope, params: 30 })
    await allSettled(seekedBy, { scope, params: -10 })
    expect(audio.calls.at(-1)).toBe('seek 20')
    await allSettled(nextRequested, { scope })
    expect(scope.getState($progress)).toBe(0)
  })

  it('loops one song on the element and stops preloading', async () => {
    const { scope, audio } = await playing()
    await allSettled(listPlayed, { scope, params: { songs, index: 0 } })
    await allSettled(loopCycled, { scope })
    await allSettled(loopCycled, { scope })
    expect(audio.state.loop).toBe(true)
    expect(audio.state.preloaded).toBeNull()
  })

  it('volume: wheel steps of 5 clamped to 0..100, mute silences the element', async () => {
    const { scope, audio } = await playing()
    await allSettled(volumeWheeled, { scope, params: { deltaY: -100 } })
    expect(scope.getState($volume)).toBe(100)
    await allSettled(volumeWheeled, { scope, params: { deltaY: 100 } })
    expect(scope.getState($volume)).toBe(95)
    expect(audio.state.volume).toBeCloseTo(0.95)
    await allSettled(muteToggled, { scope })
    expect(audio.state.volume).toBe(0)
  })

  it('a song that fails shows the song warning and pauses', async () => {
    const { scope } = await playing()
    const messages: string[] = []
    createWatch({ unit: toastShown, scope, fn: (toast) => messages.push(toast.message) })
    await settleWithFakeTimers(async () => {
      await allSettled(listPlayed, { scope, params: { songs, index: 0 } })
      await allSettled(playbackFailed, { scope })
    })
    expect(messages).toEqual(['player.errors.songFailed'])
    expect(scope.getState($isPlaying)).toBe(false)
  })

  it('a radio that cannot play shows the radio warning', async () => {
    const { scope, audio } = await playing({ failPlay: Object.assign(new Error('no source'), { name: 'NotSupportedError' }) })
    const messages: string[] = []
    createWatch({ unit: toastShown, scope, fn: (toast) => messages.push(toast.message) })
    await settleWithFakeTimers(() =>
      allSettled(radioPlayed, { scope, params: { stations: [{ id: 'r', name: 'R', streamUrl: 'http://radio.test/live' }], index: 0 } }),
    )
    expect(audio.calls).toContain('load radio http://radio.test/live @0')
    expect(messages).toEqual(['player.errors.radioFailed'])
  })

  it('a stream that cannot play warns once per attempt, though the element reports it twice (error event, then play() rejection)', async () => {
    const { scope } = forkWithShell()
    await signIn(scope)
    const elementError = scopeBind(playbackFailed, { scope, safe: true })
    const audio = fakeAudioOutput({ failPlay: Object.assign(new Error('no source'), { name: 'NotSupportedError' }), onFailedPlay: () => elementError() })
    await allSettled(audioAttached, { scope, params: audio.output })
    const messages: string[] = []
    createWatch({ unit: toastShown, scope, fn: (toast) => messages.push(toast.message) })
    const station = { id: 'r', name: 'R', streamUrl: 'http://radio.test/live' }
    await settleWithFakeTimers(() => allSettled(radioPlayed, { scope, params: { stations: [station], index: 0 } }))
    expect(audio.calls.filter((call) => call === 'play')).toHaveLength(1)
    expect(messages).toEqual(['player.errors.radioFailed'])
    expect(scope.getState($isPlaying)).toBe(false)

    // Trying again is a new attempt: it warns again, once.
    await settleWithFakeTimers(() => allSettled(radioPlayed, { scope, params: { stations: [station], index: 0 } }))
    expect(audio.calls.filter((call) => call === 'play')).toHaveLength(2)
    expect(messages).toEqual(['player.errors.radioFailed', 'player.errors.radioFailed'])
    expect(scope.getState($isPlaying)).toBe(false)
  })

  it('an autoplay refusal pauses without a warning', async () => {
    const { scope } = await playing({ failPlay: Object.assign(new Error('gesture'), { name: 'NotAllowedError' }) })
    const messages: string[] = []
    createWatch({ unit: toastShown, scope, fn: (toast) => messages.push(toast.message) })
    await allSettled(listPlayed, { scope, params: { songs, index: 0 } })
    expect(messages).toEqual([])
    expect(scope.getState($isPlaying)).toBe(false)
  })

  it('ReplayGain turns itself off with the error flag when Web Audio is unavailable', async () => {
    const { scope } = await playing({ gainWorks: false })
    await allSettled(listPlayed, { scope, params: { songs, index: 0 } })
    await allSettled(replayGainEnabledChanged, { scope, params: true })
    expect(scope.getState($replayGain)).toMatchObject({ enabled: false, error: true })
  })
})
