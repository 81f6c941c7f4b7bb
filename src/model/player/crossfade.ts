import type { Song } from '../../api/codecs/song'
import type { QueueState } from '../queue/queue-state'
import { currentList, currentSong, LOOP_ALL, LOOP_ONE } from '../queue/queue-state'
import type { AudioEffects } from './audio-effects'

/** The song that follows the current one when it ends (null: none, or it repeats itself). */
function nextSong(state: QueueState): Song | null {
  if (state.mediaType !== 'song' || state.loopState === LOOP_ONE) return null
  const list = currentList(state)
  const index = state.currentSongIndex + 1 < list.length ? state.currentSongIndex + 1 : state.loopState === LOOP_ALL ? 0 : -1
  return list[index] ?? null
}

/** `next` is the track after `song` on the same album (same album, later disc or track), the queue in order. */
export function followsOnAlbum(song: Song, next: Song, shuffled: boolean): boolean {
  if (shuffled || !song.albumId || song.albumId !== next.albumId) return false
  const position = (item: Song) => (item.discNumber ?? 1) * 10_000 + (item.track ?? 0)
  return position(next) > position(song)
}

/**
 * The seconds over which the current song fades into the next one: 0 (the gapless handover) when
 * crossfade is off, nothing follows, or the next song continues the album in order and the
 * setting keeps albums gapless. (Without Web Audio the output fades through the volume.)
 */
export function crossfadeSeconds(state: QueueState, effects: AudioEffects): number {
  const { enabled, seconds, notWithinAlbums } = effects.crossfade
  if (!enabled || seconds <= 0) return 0
  const song = currentSong(state)
  const next = nextSong(state)
  if (!song || !next || next.id === song.id) return 0
  if (notWithinAlbums && followsOnAlbum(song, next, state.isShuffleActive)) return 0
  return seconds
}
