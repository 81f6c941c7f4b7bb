import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector'
import { streamUrl } from '../../api/core/media-urls'
import type { QueueState } from '../queue/queue-state'
import { currentList, currentRadio, currentSong, LOOP_ALL, LOOP_ONE } from '../queue/queue-state'
import { $currentSong, $isPlaying, $loopState, $mediaType, $queue, pauseRequested, playRequested } from '../queue/queue'
import { $connection } from '../session/server-config'
import { toastShown } from '../toasts/toasts'
import { $replayGain, replayGainFailed } from './audio-settings'
import type { AudioOutput } from './audio-output'
import { $progress, seekTargeted } from './progress'
import { replayGainFactor } from './replay-gain'
import { $muted, $outputVolume } from './volume'

/** The audio element (through its adapter) the UI mounts once; null before that and in tests that need none. */
export const audioAttached = createEvent<AudioOutput>()
export const audioDetached = createEvent()
export const $audio = createStore<AudioOutput | null>(null, { serialize: 'ignore' })
  .on(audioAttached, (_, audio) => audio)
  .on(audioDetached, () => null)

/** The element could not play the current source (network, server, format, stream URL). */
export const playbackFailed = createEvent()
/** The element was paused or played from outside (headset, OS controls). */
export const playingChangedOutside = createEvent<boolean>()

export const SONG_FAILED_MESSAGE = 'player.errors.songFailed'
export const RADIO_FAILED_MESSAGE = 'player.errors.radioFailed'

function sourceOf(state: QueueState, connection: Parameters<typeof streamUrl>[0] | null): string | null {
  const radio = currentRadio(state)
  if (radio) return radio.streamUrl
  const song = currentSong(state)
  if (!song || !connection) return null
  return streamUrl(connection, song.id)
}

/** The address of what plays now, and of the song that comes next (preloaded). */
export const $source = combine($queue, $connection, (state, connection) => sourceOf(state, connection))
export const $nextSource = combine($queue, $connection, (state, connection): string | null => {
  const song = currentSong(state)
  if (!song || !connection || state.loopState === LOOP_ONE) return null
  const list = currentList(state)
  const nextIndex = state.currentSongIndex + 1 < list.length ? state.currentSongIndex + 1 : state.loopState === LOOP_ALL ? 0 : -1
  const next = list[nextIndex]
  return next && next.id !== song.id ? streamUrl(connection, next.id) : null
})

/** The track number the element holds (-1: none yet); a new element starts with none. */
const $loadedTrack = createStore(-1).on(audioAttached, () => -1)
const $wanted = $queue.map((state) => ({ track: state.track, playing: state.isPlaying }))

/**
 * Brings the element in line with the queue: a new track is loaded from the current position
 * (0, or the stored position after a reload), then played or paused as the queue says.
 */
const syncFx = attach({
  source: { audio: $audio, src: $source, progress: $progress, wanted: $wanted, loaded: $loadedTrack, mediaType: $mediaType },
  effect: async ({ audio, src, progress, wanted, loaded, mediaType }) => {
    if (!audio) return { track: loaded, failure: null }
    if (wanted.track !== loaded) {
      if (src === null) {
        audio.unload()
        return { track: wanted.track, failure: null }
      }
      audio.load(src, progress, mediaType)
    }
    let failure: unknown = null
    if (src !== null && wanted.playing) await audio.play().catch((error: unknown) => (failure = error ?? new Error('play')))
    else audio.pause()
    return { track: wanted.track, failure }
  },
})
$loadedTrack.on(syncFx.doneData, (_, { track }) => track)
const playFailed = sample({ clock: syncFx.doneData, filter: ({ failure }) => failure !== null, fn: ({ failure }) => failure })
sample({ clock: [audioAttached, $wanted.updates], target: syncFx })

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
  clock: playbackFailed,
  source: $mediaType,
  fn: (mediaType) => ({ tone: 'error' as const, message: mediaType === 'radio' ? RADIO_FAILED_MESSAGE : SONG_FAILED_MESSAGE }),
  target: toastShown,
})
sample({ clock: playbackFailed, target: pauseRequested })

sample({ clock: playingChangedOutside, source: $isPlaying, filter: (playing, outside) => playing !== outside && outside, fn: () => undefined, target: playRequested })
sample({ clock: playingChangedOutside, source: $isPlaying, filter: (playing, outside) => playing !== outside && !outside, fn: () => undefined, target: pauseRequested })

sample({
  clock: seekTargeted,
  source: $audio,
  filter: Boolean,
  fn: (audio, seconds) => ({ audio: audio!, seconds }),
  target: createEffect(({ audio, seconds }: { audio: AudioOutput; seconds: number }) => audio.seek(seconds)),
})

const $volumeOut = combine($outputVolume, $muted, (volume, muted) => (muted ? 0 : volume))
const $loopOne = combine($loopState, $mediaType, (loop, mediaType) => loop === LOOP_ONE && mediaType === 'song')
const $gain = combine($currentSong, $replayGain, replayGainFactor)

const applyFx = createEffect(
  ({ audio, volume, loop, next, gain }: { audio: AudioOutput; volume: number; loop: boolean; next: string | null; gain: number | null }) => {
    audio.setVolume(volume)
    audio.setLoop(loop)
    audio.preload(next)
    return audio.setGain(gain)
  },
)
const $settings = combine({ audio: $audio, volume: $volumeOut, loop: $loopOne, next: $nextSource, gain: $gain })
sample({
  clock: [$settings.updates, audioAttached],
  source: $settings,
  filter: ({ audio }) => audio !== null,
  fn: (settings) => ({ ...settings, audio: settings.audio! }),
  target: applyFx,
})
sample({ clock: applyFx.doneData, source: $replayGain, filter: (settings, ok) => !ok && settings.enabled, fn: () => undefined, target: replayGainFailed })
