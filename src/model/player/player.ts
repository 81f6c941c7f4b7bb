/**
 * The player's model in one import for the UI and the commands: its stores, events and types.
 * The modules that only listen (scrobbling, persistence, the media session…) are assembled by
 * src/start/player-wiring.ts, not imported here for their side effects. The lyrics' model
 * (lyrics.ts) loads with the big player, the one screen that shows them; liking the current
 * song, downloading and the song info load on their first request (player-requests.ts).
 */

export * from '../queue/queue'
export * from '../queue/queue-events'
export * from './audio-settings'
export * from './audio-effects'
export * from './progress'
export * from './volume'
export * from '../listening/track-end'
export * from '../listening/playback-speed'
export * from '../listening/long-tracks'
export { $audio, $audioFactory, audioAttached, audioDetached, playbackFailed, playingChangedOutside } from './playback'
export { currentSongLikeToggled, songDownloadRequested, songInfoRequested } from './player-requests'
export { $nowPlaying } from './media-session'
export * from './player-view'
export type { Song } from '../../api/codecs/song'
export type { FoundLyrics, LyricLine } from '../../api/lyrics/lyrics-types'
export type { QueueState } from '../queue/queue-state'
