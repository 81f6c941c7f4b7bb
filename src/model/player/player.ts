/**
 * The player's model in one import: the queue, the element's driver, volume, progress, lyrics.
 * Scrobbling and the stored player state are wired at start-up (src/start/player-wiring.ts).
 */

export * from '../queue/queue'
export * from '../queue/queue-events'
export * from './audio-settings'
export * from './progress'
export * from './volume'
export { $audio, audioAttached, audioDetached, playbackFailed, playingChangedOutside } from './playback'
export * from './star-current'
export * from './download'
export * from './song-info'
export * from './lyrics'
export { $nowPlaying } from './media-session'
export * from './player-view'
export type { Song } from '../../api/codecs/song'
export type { FoundLyrics, LyricLine } from '../../api/lyrics/lyrics-types'
export type { QueueState } from '../queue/queue-state'
