import { songsLikeToggled } from '../../model/library/lazy-requests'
import { songCommand } from './song-command'

/** Likes the selected songs, or unlikes them when all are liked. */
export const toggleLike = songCommand({ id: 'library.toggleLike', keys: 'Shift+L', target: songsLikeToggled })
