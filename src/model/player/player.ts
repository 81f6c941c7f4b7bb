/**
 * The player's model in one import: the queue, the element's driver, scrobbling, the media
 * session and persistence register themselves when this module loads (the player bar imports it).
 */
import './playback'
import './scrobble'
import './player-persistence'
import './media-session'

export * from '../queue/queue'
export * from '../queue/queue-events'
export * from './audio-settings'
export * from './progress'
export * from './volume'
export { $audio, audioAttached, audioDetached, playbackFailed, playingChangedOutside } from './playback'
