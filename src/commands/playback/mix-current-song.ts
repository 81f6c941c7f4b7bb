import { currentSongMixRequested } from '../../model/library/lazy-requests'
import { $currentSong } from '../../model/player/player'
import { defineCommand } from '../command'

/** An instant mix from what plays (the player bar's song menu). */
export const instantMixFromCurrent = defineCommand({
  id: 'playback.mix.instantMixFromCurrent',
  enabled: $currentSong.map((song) => song !== null),
  target: currentSongMixRequested,
})
