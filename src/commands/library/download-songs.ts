import { songsDownloadRequested } from '../../model/library/lazy-requests'
import { songCommand } from './song-command'

/** Saves the selected songs' files. */
export const downloadSongs = songCommand({ id: 'library.download', keys: 'Shift+D', target: songsDownloadRequested })
