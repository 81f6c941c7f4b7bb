import { playPause } from './play-pause'
import { nextTrack } from './next-track'
import { previousTrack } from './previous-track'
import { seekForward } from './seek-forward'
import { seekBackward } from './seek-backward'
import { volumeUp } from './volume-up'
import { volumeDown } from './volume-down'
import { toggleMute } from './toggle-mute'
import { likeCurrentSong } from './like-current-song'
import { downloadCurrentSong } from './download-current-song'
import { currentSongInfo } from './current-song-info'
import { toggleBigPlayer } from './open-big-player'
import { seekTo } from './seek-to'
import { setVolume, wheelVolume } from './set-volume'

/** The playback commands, in palette order. */
export const playbackCommands = [playPause, nextTrack, previousTrack, seekForward, seekBackward, volumeUp, volumeDown, toggleMute, likeCurrentSong, downloadCurrentSong, currentSongInfo, toggleBigPlayer, seekTo, setVolume, wheelVolume] as const
