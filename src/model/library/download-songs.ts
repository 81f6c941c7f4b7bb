import { attach, createEvent, sample } from 'effector'
import { downloadUrl } from '../../api/core/media-urls'
import { $downloadingSongIds, ALREADY_DOWNLOADING_MESSAGE, downloadsBegan, downloadsEnded } from '../downloads/downloads-in-flight'
import { $shell } from '../host/shell'
import { downloadFileName } from '../player/download'
import { requireConnection } from '../session/call-result'
import { $connection } from '../session/server-config'
import { toastShown } from '../toasts/toasts'
import type { Song } from './song'

/** Saves songs' original files (toasts when started, completed, failed). */
export const songsDownloadRequested = createEvent<readonly Song[]>()

const downloadFx = attach({
  source: { shell: $shell, connection: $connection },
  effect: async ({ shell, connection }, songs: readonly Song[]) => {
    const server = requireConnection(connection)
    for (const song of songs) {
      const url = downloadUrl(server, song.id)
      if (!url) throw new Error('No download address')
      await shell.downloadFile(url, downloadFileName(song))
    }
  },
})

/** Songs already downloading are left out; when that leaves none, the user is told so. */
const requested = sample({
  clock: songsDownloadRequested,
  source: $downloadingSongIds,
  filter: (_, songs) => songs.length > 0,
  fn: (busy, songs) => ({ songs: songs.filter((song) => !busy.has(song.id)) }),
})
sample({ clock: requested, filter: ({ songs }) => songs.length > 0, fn: ({ songs }) => songs, target: downloadFx })
sample({
  clock: requested,
  filter: ({ songs }) => songs.length === 0,
  fn: () => ({ tone: 'info' as const, message: ALREADY_DOWNLOADING_MESSAGE }),
  target: toastShown,
})
sample({ clock: downloadFx, fn: (songs) => songs.map((song) => song.id), target: downloadsBegan })
sample({ clock: downloadFx.finally, fn: ({ params }) => params.map((song) => song.id), target: downloadsEnded })
sample({ clock: downloadFx, fn: () => ({ tone: 'info' as const, message: 'library.toast.downloadStarted' }), target: toastShown })
sample({ clock: downloadFx.done, fn: () => ({ tone: 'success' as const, message: 'library.toast.downloadCompleted' }), target: toastShown })
sample({ clock: downloadFx.fail, fn: () => ({ tone: 'error' as const, message: 'library.toast.downloadFailed' }), target: toastShown })
downloadFx.fail.watch(({ error }) => console.error('Download failed:', error))
