/**
 * The player's model in one import: the queue, the element's driver, scrobbling, the media
 * session and persistence register themselves when this module loads (the player bar imports it).
 */
import './playback'
import './scrobble'
import './scrobble-backlog'
import './player-persistence'
import './media-session'

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
