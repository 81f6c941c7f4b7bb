import { attach, createEvent, sample } from 'effector'
import type { Song } from '../../api/codecs/song'
import { downloadUrl } from '../../api/core/media-urls'
import { $downloadingSongIds, ALREADY_DOWNLOADING_MESSAGE, downloadsBegan, downloadsEnded } from '../downloads/downloads-in-flight'
import { $shell } from '../host/shell'
import { $connection } from '../session/server-config'
import { toastShown } from '../toasts/toasts'

/** Save a song's original file through the host (download toasts). */
export const songDownloadRequested = createEvent<Song>()

export const DOWNLOAD_MESSAGES = {
  started: 'player.download.started',
  completed: 'player.download.completed',
  failed: 'player.download.failed',
} as const

/** `Artist - Title.mp3`, without characters file systems refuse. */
export function downloadFileName(song: Song): string {
  const base = [song.artist, song.title].filter(Boolean).join(' - ') || song.id
  const printable = [...base].filter((char) => char.charCodeAt(0) >= 32).join('')
  const safe = printable.replace(/[\\/:*?"<>|]/g, '_').trim()
  return song.suffix ? `${safe}.${song.suffix}` : safe
}

const downloadFx = attach({
  source: { connection: $connection, shell: $shell },
  effect: async ({ connection, shell }, song: Song) => {
    const url = connection ? downloadUrl(connection, song.id) : null
    if (!url) throw new Error('No server')
    await shell.downloadFile(url, downloadFileName(song))
  },
})

const accepted = sample({ clock: songDownloadRequested, source: $downloadingSongIds, filter: (busy, song) => !busy.has(song.id), fn: (_, song) => song })
sample({
  clock: songDownloadRequested,
  source: $downloadingSongIds,
  filter: (busy, song) => busy.has(song.id),
  fn: () => ({ tone: 'info' as const, message: ALREADY_DOWNLOADING_MESSAGE }),
  target: toastShown,
})
sample({ clock: accepted, fn: (song) => [song.id], target: downloadsBegan })
sample({ clock: accepted, fn: () => ({ tone: 'info' as const, message: DOWNLOAD_MESSAGES.started }), target: toastShown })
sample({ clock: accepted, target: downloadFx })
sample({ clock: downloadFx.finally, fn: ({ params }) => [params.id], target: downloadsEnded })
sample({ clock: downloadFx.done, fn: () => ({ tone: 'success' as const, message: DOWNLOAD_MESSAGES.completed }), target: toastShown })
sample({ clock: downloadFx.fail, fn: () => ({ tone: 'error' as const, message: DOWNLOAD_MESSAGES.failed }), target: toastShown })
downloadFx.fail.watch(({ error }) => console.error('Download failed:', error))
