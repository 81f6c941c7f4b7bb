import { attach, createEvent, sample } from 'effector'
import { downloadUrl } from '../../api/core/media-urls'
import { $shell } from '../host/shell'
import { downloadFileName } from '../player/download'
import { $connection } from '../session/server-config'
import { toastShown } from '../toasts/toasts'
import type { Song } from './song'

/** Saves songs' original files (SPEC §4: toasts when started, completed, failed). */
export const songsDownloadRequested = createEvent<readonly Song[]>()

const downloadFx = attach({
  source: { shell: $shell, connection: $connection },
  effect: async ({ shell, connection }, songs: readonly Song[]) => {
    if (!connection) throw new Error('No server configured')
    for (const song of songs) {
      const url = downloadUrl(connection, song.id)
      if (!url) throw new Error('No download address')
      await shell.downloadFile(url, downloadFileName(song))
    }
  },
})

sample({ clock: songsDownloadRequested, filter: (songs) => songs.length > 0, target: downloadFx })
sample({ clock: downloadFx, fn: () => ({ tone: 'info' as const, message: 'library.toast.downloadStarted' }), target: toastShown })
sample({ clock: downloadFx.done, fn: () => ({ tone: 'success' as const, message: 'library.toast.downloadCompleted' }), target: toastShown })
sample({ clock: downloadFx.fail, fn: () => ({ tone: 'error' as const, message: 'library.toast.downloadFailed' }), target: toastShown })
downloadFx.fail.watch(({ error }) => console.error('Download failed:', error))
