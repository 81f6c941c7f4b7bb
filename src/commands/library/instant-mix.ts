import { songsMixRequested } from '../../model/library/lazy-requests'
import { defineCommand } from '../command'
import { $selectedSongs } from './song-command'

/** An instant mix from the focused (or first selected) song of a table. */
export const instantMix = defineCommand({
  id: 'library.mix.instantMix',
  keys: [{ key: 'Shift+M', when: 'table' }],
  context: $selectedSongs,
  target: songsMixRequested,
})
