import { combine, createEffect, createEvent, createStore, sample } from 'effector'
import { normaliseServerUrl } from '../../api/core/connection'
import { streamUrl } from '../../api/core/media-urls'
import type { QueueState } from '../queue/queue-state'
import { currentList, currentRadio, currentSong, LOOP_ALL, LOOP_ONE } from '../queue/queue-state'
import { $currentSong, $isPlaying, $loopState, $mediaType, $queue, pauseRequested, playRequested } from '../queue/queue'
import { $mediaAddressing } from '../session/media-addressing'
import { $connection } from '../session/server-config'
import type { HostTask } from '../host/host-task'
import { hostTaskFx } from '../host/host-task'
import { toastShown } from '../toasts/toasts'
import { $audioEffects, $webAudioUsable, webAudioChecked } from './audio-effects'
import { $replayGain, replayGainFailed } from './audio-settings'
import { crossfadeSeconds } from './crossfade'
import type { AudioEffectsWanted, AudioOutput, AudioOutputFactory } from '../../audio/audio-output'
import { $progress, seekTargeted } from './progress'
import { replayGainFactor } from './replay-gain'
import { $muted, $outputVolume } from './volume'

/**
 * How the audio output is made: src/start hands over the browser's (src/audio) once; the player
 * bar makes it when it mounts. Null in tests that need none.
 */
export const audioFactoryAttached = createEvent<AudioOutputFactory>()
export const $audioFactory = createStore<AudioOutputFactory | null>(null, { serialize: 'ignore' }).on(
  audioFactoryAttached,
  (_, factory) => factory,
)

/** The audio element (through its adapter) the UI mounts once; null before that and in tests that need none. */
export const audioAttached = createEvent<AudioOutput>()
export const audioDetached = createEvent()
export const $audio = createStore<AudioOutput | null>(null, { serialize: 'ignore' })
  .on(audioAttached, (_, audio) => audio)
  .on(audioDetached, () => null)

/** The element could not play the current source (network, server, format, stream URL). */
export const playbackFailed = createEvent()
/**
 * One failure, reported once: a source that cannot play makes the element fire `error` AND the
 * pending play() reject, so both reports of one attempt collapse into this event.
 */
const failureReported = createEvent()
/** The element was paused or played from outside (headset, OS controls). */
export const playingChangedOutside = createEvent<boolean>()

export const SONG_FAILED_MESSAGE = 'player.errors.songFailed'
export const RADIO_FAILED_MESSAGE = 'player.errors.radioFailed'

type Addressing = Parameters<typeof streamUrl>[3]

function sourceOf(state: QueueState, connection: Parameters<typeof streamUrl>[0] | null, addressing: Addressing): string | null {
  const radio = currentRadio(state)
  if (radio) return radio.streamUrl
  const song = currentSong(state)
  if (!song || !connection) return null
  return streamUrl(connection, song.id, {}, addressing)
}

/** The address of what plays now, and of the song that comes next (preloaded). */
export const $source = combine($queue, $connection, $mediaAddressing, (state, connection, addressing) => sourceOf(state, connection, addressing))
export const $nextSource = combine($queue, $connection, $mediaAddressing, (state, connection, addressing): string | null => {
  const song = currentSong(state)
  if (!song || !connection || state.loopState === LOOP_ONE) return null
  const list = currentList(state)
  const nextIndex = state.currentSongIndex + 1 < list.length ? state.currentSongIndex + 1 : state.loopState === LOOP_ALL ? 0 : -1
  const next = list[nextIndex]
  return next && next.id !== song.id ? streamUrl(connection, next.id, {}, addressing) : null
})

/** The track number the element holds (-1: none yet); a new element starts with none. */
const $loadedTrack = createStore(-1).on(audioAttached, () => -1)
const $wanted = $queue.map((state) => ({ track: state.track, playing: state.isPlaying }))

type OutputSettings = { audio: AudioOutput; volume: number; loop: boolean; next: string | null; gain: number | null; src: string | null }
type OutputEffects = { audio: AudioOutput; effects: AudioEffectsWanted; src: string | null }
type OutputSync = {
  audio: AudioOutput | null
  src: string | null
  progress: number
  wanted: { track: number; playing: boolean }
  loaded: number
  mediaType: QueueState['mediaType']
}
/** What the element is told: brought in line with the queue, played, handed its settings or its effects. */
type OutputCall = { sync: OutputSync } | { play: AudioOutput | null } | { settings: OutputSettings } | { effects: OutputEffects }

/**
 * One effect drives the element (an effect each would cost ≈ 24 KB of heap for the page's life,
 * issue 13). `sync`: a new track is loaded from the current position (0, or the stored position
 * after a reload), then played or paused as the queue says. `play`: the element's play(), whose
 * refusal is a failure. `settings` (volume, loop, preload, ReplayGain) and `effects` (Web Audio):
 * true when the element could apply them.
 */
const outputFx = createEffect((call: OutputCall): { track: number; play: boolean } | boolean | Promise<void> => {
  if ('sync' in call) {
    const { audio, src, progress, wanted, loaded, mediaType } = call.sync
    if (!audio) return { track: loaded, play: false }
    if (wanted.track !== loaded) {
      if (src === null) audio.unload()
      else audio.load(src, progress, mediaType)
    }
    const play = src !== null && wanted.playing
    if (!play) audio.pause()
    return { track: wanted.track, play }
  }
  if ('play' in call) return (async () => void (await call.play?.play()))()
  if ('effects' in call) return call.effects.audio.setEffects(call.effects.effects, call.effects.src)
  const { settings } = call
  const { audio } = settings
  audio.setVolume(settings.volume)
  audio.setLoop(settings.loop)
  audio.preload(settings.next)
  return audio.setGain(settings.gain, settings.src)
})

sample({
  clock: [audioAttached, $wanted.updates],
  source: { audio: $audio, src: $source, progress: $progress, wanted: $wanted, loaded: $loadedTrack, mediaType: $mediaType },
  fn: (sync): OutputCall => ({ sync }),
  target: outputFx,
})
const synced = sample({
  clock: outputFx.done,
  filter: ({ params }) => 'sync' in params,
  fn: ({ result }) => result as { track: number; play: boolean },
})
$loadedTrack.on(synced, (_, { track }) => track)
const playStarted = sample({ clock: synced, source: $audio, filter: (_, { play }) => play, fn: (audio): OutputCall => ({ play: audio }) })
sample({ clock: playStarted, target: outputFx })
const playFailed = sample({ clock: outputFx.fail, filter: ({ params }) => 'play' in params, fn: ({ error }) => error })

/** Whether the current play attempt already reported its failure; each new attempt clears it. */
const $failureReported = createStore(false, { serialize: 'ignore' })
  .on(failureReported, () => true)
  .reset(playStarted, audioAttached)
sample({ clock: playbackFailed, source: $failureReported, filter: (reported) => !reported, fn: () => undefined, target: failureReported })

/** Autoplay refusals pause quietly; an interrupted play (a new load) is no failure; anything else is. */
sample({
  clock: playFailed,
  filter: (error) => error instanceof Error && error.name === 'NotAllowedError',
  target: pauseRequested,
})
sample({
  clock: playFailed,
  filter: (error) => !(error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')),
  fn: () => undefined,
  target: playbackFailed,
})

sample({
  clock: failureReported,
  source: $mediaType,
  fn: (mediaType) => ({ tone: 'error' as const, message: mediaType === 'radio' ? RADIO_FAILED_MESSAGE : SONG_FAILED_MESSAGE }),
  target: toastShown,
})
sample({ clock: failureReported, target: pauseRequested })

sample({ clock: playingChangedOutside, source: $isPlaying, filter: (playing, outside) => playing !== outside && outside, fn: () => undefined, target: playRequested })
sample({ clock: playingChangedOutside, source: $isPlaying, filter: (playing, outside) => playing !== outside && !outside, fn: () => undefined, target: pauseRequested })

sample({
  clock: seekTargeted,
  source: $audio,
  filter: Boolean,
  fn: (audio, seconds): HostTask => ({ run: () => audio!.seek(seconds) }),
  target: hostTaskFx,
})

const $volumeOut = combine($outputVolume, $muted, (volume, muted) => (muted ? 0 : volume))
const $loopOne = combine($loopState, $mediaType, (loop, mediaType) => loop === LOOP_ONE && mediaType === 'song')
const $gain = combine($currentSong, $replayGain, replayGainFactor)

/**
 * The address whose origin tells the output whether Web Audio can hear the song: a media address
 * of this origin (docs/service-worker.md) stands for its server, whose answers may be opaque.
 */
function audibleSource(src: string | null, connection: { url: string } | null, addressing: { route: { base: string } | null }): string | null {
  return src !== null && connection !== null && addressing.route !== null && src.startsWith(addressing.route.base) ? `${normaliseServerUrl(connection.url)}/rest/stream` : src
}
const $settings = combine({ audio: $audio, volume: $volumeOut, loop: $loopOne, next: $nextSource, gain: $gain, src: $source, connection: $connection, addressing: $mediaAddressing })
sample({
  clock: [$settings.updates, audioAttached],
  source: $settings,
  filter: ({ audio }) => audio !== null,
  fn: ({ connection, addressing, ...settings }) => ({ settings: { ...settings, audio: settings.audio!, src: audibleSource(settings.src, connection, addressing) } }),
  target: outputFx,
})
sample({
  clock: outputFx.done,
  source: $replayGain,
  filter: (settings, { params, result }) => 'settings' in params && !result && settings.enabled,
  fn: () => undefined,
  target: replayGainFailed,
})

/** Crossfade into the next song (0 when it should follow gaplessly) and the equaliser. */
const $effectsWanted = combine(
  $queue,
  $audioEffects,
  $webAudioUsable,
  (state, effects, usable): AudioEffectsWanted => ({
    crossfade: crossfadeSeconds(state, effects, usable),
    equalizer: effects.equalizer.enabled ? { preAmp: effects.equalizer.preAmp, bands: effects.equalizer.bands } : null,
  }),
)
/** Radios play outside Web Audio: only a song's address decides whether Web Audio can be used. */
const $songSource = combine($source, $connection, $mediaAddressing, $mediaType, (src, connection, addressing, mediaType) =>
  mediaType === 'song' ? audibleSource(src, connection, addressing) : null,
)
const $effectsSettings = combine({ audio: $audio, effects: $effectsWanted, src: $songSource })
sample({
  clock: [$effectsSettings.updates, audioAttached],
  source: $effectsSettings,
  filter: ({ audio }) => audio !== null,
  fn: (settings) => ({ effects: { ...settings, audio: settings.audio! } }),
  target: outputFx,
})
sample({ clock: outputFx.done, filter: ({ params }) => 'effects' in params, fn: ({ result }) => result as boolean, target: webAudioChecked })
