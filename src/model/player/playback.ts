import { combine, createEffect, createEvent, createStore, sample } from 'effector'
import type { MediaAddressing, StreamOptions } from '../../api/core/media-urls'
import { streamUrl } from '../../api/core/media-urls'
import { $streamOptions } from '../streaming/streaming-quality'
import type { QueueState } from '../queue/queue-state'
import { currentList, currentRadio, currentSong, LOOP_ALL, LOOP_ONE } from '../queue/queue-state'
import { $currentSong, $isPlaying, $loopState, $mediaType, $queue, pauseRequested, playRequested } from '../queue/queue'
import { $connection } from '../session/server-config'
import { toastShown } from '../toasts/toasts'
import { $audioEffects, webAudioChecked } from './audio-effects'
import { $replayGain, replayGainFailed } from './audio-settings'
import { crossfadeSeconds } from './crossfade'
import type { AudioEffectsWanted, AudioOutput, MediaRouteOrigin } from '../../audio/audio-output'
import { $progress, progressUpdated } from './progress'
import { pageHiding } from '../host/page-visibility'
import { replayGainFactor } from './replay-gain'
import { $muted, $outputVolume } from './volume'
import { $sleepFade, $stopsAtTrackEnd } from '../listening/track-end'
import { $playbackSpeed } from '../listening/playback-speed'
import type { StreamProbe } from './stream-access'
import { $probeSettled, $probing, $streamCors, $streamOrigins, streamAccess, streamCorsProbeFx } from './stream-access'
import { originOf } from '../../audio/stream-origins'
import { $mediaAddressing } from '../session/media-addressing'
import { $audio, audioAttached } from './audio-attachment'
// Seeking a transcoded song drives the same output.
import './transcode-seek'

export { $audio, $audioFactory, audioAttached, audioDetached, audioFactoryAttached } from './audio-attachment'

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

function sourceOf(state: QueueState, connection: Parameters<typeof streamUrl>[0] | null, options: StreamOptions, addressing: MediaAddressing): string | null {
  const radio = currentRadio(state)
  if (radio) return radio.streamUrl
  const song = currentSong(state)
  if (!song || !connection) return null
  return streamUrl(connection, song.id, options, addressing)
}

/**
 * The address of what plays now, and of the song that comes next (preloaded), in the chosen
 * streaming quality. A new choice applies from the next song: the one playing keeps its stream.
 */
export const $source = combine($queue, $connection, $streamOptions, $mediaAddressing, sourceOf)
export const $nextSource = combine($queue, $connection, $streamOptions, $mediaAddressing, (state, connection, options, addressing): string | null => {
  const song = currentSong(state)
  if (!song || !connection || state.loopState === LOOP_ONE) return null
  const list = currentList(state)
  const nextIndex = state.currentSongIndex + 1 < list.length ? state.currentSongIndex + 1 : state.loopState === LOOP_ALL ? 0 : -1
  const next = list[nextIndex]
  return next && next.id !== song.id ? streamUrl(connection, next.id, options, addressing) : null
})

/** Radios play outside Web Audio: only a song's address decides whether Web Audio can be used. */
const $songSource = combine($source, $mediaType, (src, mediaType) => (mediaType === 'song' ? src : null))

/** How the page may use the current song's stream (same origin, CORS granted or refused, not known yet). */
export const $streamAccess = combine($songSource, $streamCors, $streamOrigins, (src, known, { mediaRoute }) => streamAccess(src, known, mediaRoute))

/**
 * A song of another server not asked yet waits for the probe before it loads: loaded without
 * crossOrigin it could never go through Web Audio, loaded with it against a server without CORS
 * it would not load at all.
 */
const $probeAwaited = combine($songSource, $streamAccess, $probeSettled, (src, access, settled) => access === 'unknown' && settled !== src)
sample({
  clock: [$songSource, streamCorsProbeFx.finally],
  source: { src: $songSource, awaited: $probeAwaited, probing: $probing, origins: $streamOrigins },
  filter: ({ src, awaited, probing }) => src !== null && awaited && probing === null,
  fn: ({ src, origins }): StreamProbe => ({ src: src!, origin: originOf(src!, origins.mediaRoute) }),
  target: streamCorsProbeFx,
})

/** The track number the element holds (-1: none yet); a new element starts with none. */
const $loadedTrack = createStore(-1).on(audioAttached, () => -1)
const $wanted = $queue.map((state) => ({ track: state.track, playing: state.isPlaying }))

type StreamOrigins = { granted: readonly string[]; mediaRoute: MediaRouteOrigin | null }
type OutputSettings = {
  audio: AudioOutput
  volume: number
  rate: number
  loop: boolean
  next: string | null
  gain: number | null
  src: string | null
  origins: StreamOrigins
}
type OutputEffects = { audio: AudioOutput; effects: AudioEffectsWanted; src: string | null; origins: StreamOrigins }
type OutputSync = {
  audio: AudioOutput | null
  origins: StreamOrigins
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
    const { audio, src, progress, wanted, loaded, mediaType, origins } = call.sync
    if (!audio) return { track: loaded, play: false }
    if (wanted.track !== loaded) {
      audio.setCorsOrigins(origins.granted, origins.mediaRoute)
      if (src === null) audio.unload()
      else audio.load(src, progress, mediaType)
    }
    const play = src !== null && wanted.playing
    if (!play) audio.pause()
    // A track without a source yet (media held for the worker) is loaded when its source comes.
    return { track: src === null ? -1 : wanted.track, play }
  }
  if ('play' in call) return (async () => void (await call.play?.play()))()
  if ('effects' in call) {
    call.effects.audio.setCorsOrigins(call.effects.origins.granted, call.effects.origins.mediaRoute)
    return call.effects.audio.setEffects(call.effects.effects, call.effects.src)
  }
  const { settings } = call
  const { audio } = settings
  audio.setCorsOrigins(settings.origins.granted, settings.origins.mediaRoute)
  audio.setVolume(settings.volume)
  audio.setLoop(settings.loop)
  audio.setRate(settings.rate)
  audio.preload(settings.next)
  return audio.setGain(settings.gain, settings.src)
})

/** Media held for the Service Worker (the desktop app's start) is let go: the element gets its address. */
const mediaReleased = sample({ clock: $mediaAddressing.map((addressing) => addressing.held === true).updates, filter: (held) => !held })

sample({
  clock: [audioAttached, $wanted.updates, streamCorsProbeFx.finally, mediaReleased],
  source: {
    audio: $audio,
    src: $source,
    progress: $progress,
    wanted: $wanted,
    loaded: $loadedTrack,
    mediaType: $mediaType,
    origins: $streamOrigins,
    awaited: $probeAwaited,
  },
  filter: ({ awaited, wanted, loaded }) => !(awaited && wanted.track !== loaded),
  fn: ({ awaited: _awaited, ...sync }): OutputCall => ({ sync }),
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

/**
 * The page goes away: the position is taken from the playing element now, not from its last
 * `timeupdate` (up to a quarter second old), so the save that follows holds the second reached.
 */
sample({
  clock: pageHiding,
  source: $audio,
  filter: (audio) => audio?.playingTime() != null,
  fn: (audio) => audio!.playingTime()!,
  target: progressUpdated,
})

/** The volume the element plays at: muted, or the user's volume faded by the sleep timer. */
const $volumeOut = combine($outputVolume, $muted, $sleepFade, (volume, muted, fade) => (muted ? 0 : volume * fade))
/** Nothing is preloaded (nor handed over, nor crossfaded into) when the sleep timer stops at this track's end. */
const $preloaded = combine($nextSource, $stopsAtTrackEnd, (next, stops) => (stops ? null : next))
const $loopOne = combine($loopState, $mediaType, (loop, mediaType) => loop === LOOP_ONE && mediaType === 'song')
const $gain = combine($currentSong, $replayGain, replayGainFactor)

const $settings = combine({ audio: $audio, volume: $volumeOut, rate: $playbackSpeed, loop: $loopOne, next: $preloaded, gain: $gain, src: $source, origins: $streamOrigins })
sample({
  clock: [$settings.updates, audioAttached],
  source: $settings,
  filter: ({ audio }) => audio !== null,
  fn: (settings) => ({ settings: { ...settings, audio: settings.audio! } }),
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
  (state, effects): AudioEffectsWanted => ({
    crossfade: crossfadeSeconds(state, effects),
    equalizer: effects.equalizer.enabled ? { preAmp: effects.equalizer.preAmp, bands: effects.equalizer.bands } : null,
  }),
)
const $effectsSettings = combine({ audio: $audio, effects: $effectsWanted, src: $songSource, origins: $streamOrigins })
sample({
  clock: [$effectsSettings.updates, audioAttached],
  source: $effectsSettings,
  filter: ({ audio }) => audio !== null,
  fn: (settings) => ({ effects: { ...settings, audio: settings.audio! } }),
  target: outputFx,
})
sample({ clock: outputFx.done, filter: ({ params }) => 'effects' in params, fn: ({ result }) => result as boolean, target: webAudioChecked })
