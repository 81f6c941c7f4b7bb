import { combine, sample } from 'effector'
import { streamUrl } from '../../api/core/media-urls'
import type { AudioOutput } from '../../audio/audio-output'
import type { HostTask } from '../host/host-task'
import { hostTaskFx } from '../host/host-task'
import { currentSong } from '../queue/queue-state'
import { $mediaType, $queue } from '../queue/queue'
import { $connection } from '../session/server-config'
import { $serverExtensions, knownExtensions, serverExtensionsFx } from '../session/server-extensions'
import { transcodes } from '../streaming/quality-choice'
import { $streamOptions, $streamQuality } from '../streaming/streaming-quality'
import { $audio } from './audio-attachment'
import { $streamOffset, seekTargeted, streamOffsetSet } from './progress'

/*
 * Seeking a transcoded song (docs/cross-origin.md): the browser can seek a transcoded stream only
 * within what has arrived, so where the server takes `timeOffset` a seek loads the stream that
 * starts there, and the shown position counts from that offset.
 */

/**
 * Whether a seek asks the server for a new stream starting there: the song is transcoded (a
 * limit or a format chosen), whose stream the browser can only seek within what has arrived,
 * and the server takes `timeOffset` (OpenSubsonic extension `transcodeOffset`).
 */
export const $seeksByOffset = combine(
  $streamQuality,
  $serverExtensions,
  $connection,
  $mediaType,
  (quality, extensions, connection, mediaType) =>
    mediaType === 'song' && connection !== null && transcodes(quality) && (knownExtensions(extensions, connection) ?? []).includes('transcodeOffset'),
)

/** A transcoded stream needs to know whether the server takes timeOffset: ask once per server. */
sample({
  clock: [$streamQuality, $connection],
  source: { quality: $streamQuality, extensions: $serverExtensions, connection: $connection, asking: serverExtensionsFx.pending },
  filter: ({ quality, extensions, connection, asking }) => !asking && connection !== null && transcodes(quality) && knownExtensions(extensions, connection) === null,
  fn: ({ connection }) => connection!,
  target: serverExtensionsFx,
})

type SeekPlan = { audio: AudioOutput; seconds: number; offset: number; restart: { src: string; playing: boolean } | null }
/** Seeks within the element's stream (whose times count from `offset`), or loads the one starting at the target. */
function applySeek({ audio, seconds, offset, restart }: SeekPlan): void {
  if (!restart) {
    audio.seek(seconds - offset)
    return
  }
  audio.load(restart.src, 0, 'song')
  // A refusal is reported by the element's own error event.
  if (restart.playing) void audio.play().catch(() => undefined)
}
const seekPlanned = sample({
  clock: seekTargeted,
  source: { audio: $audio, byOffset: $seeksByOffset, offset: $streamOffset, queue: $queue, connection: $connection, options: $streamOptions },
  filter: ({ audio }) => audio !== null,
  fn: ({ audio, byOffset, offset, queue, connection, options }, seconds): SeekPlan => {
    const song = currentSong(queue)
    const src = byOffset && song && connection ? streamUrl(connection, song.id, { ...options, timeOffset: Math.floor(seconds) }) : null
    return src
      ? { audio: audio!, seconds, offset: Math.floor(seconds), restart: { src, playing: queue.isPlaying } }
      : { audio: audio!, seconds, offset, restart: null }
  },
})
sample({ clock: seekPlanned, filter: ({ restart }) => restart !== null, fn: ({ offset }) => offset, target: streamOffsetSet })
sample({ clock: seekPlanned, fn: (plan): HostTask => ({ run: () => applySeek(plan) }), target: hostTaskFx })
