import { sample, scopeBind } from 'effector'
import type { HostTask } from '../host/host-task'
import { hostTaskFx } from '../host/host-task'
import { albumsRatingChanged, albumStarChanged, songsStarChanged } from '../library/song-updates'
import { playlistChanged, playlistsRefreshRequested } from '../playlists/playlists'
import { songsRatingChanged, songStarredChanged } from '../queue/queue'
import { toastShown } from '../toasts/toasts'
import { playlistOf, refusalKey } from './pending-write'
import { pendingWriteRefused, pendingWritesDelivered } from './pending-writes'

/**
 * What the user sees of kept writes once the server answers: how many went through; for each
 * refusal a message naming the write and the server's reason, and the page back to what the
 * server holds (the like or rating it had before, the playlist read again).
 */

sample({
  clock: pendingWritesDelivered,
  fn: (writes) => ({ tone: 'success' as const, message: 'pendingWrites.delivered', values: { count: writes.length } }),
  target: toastShown,
})

/** Every playlist a sent write changed is read again (its page, and the list's counts). */
sample({
  clock: pendingWritesDelivered,
  filter: (writes) => writes.some((write) => playlistOf(write) !== null),
  fn: (writes): HostTask => ({
    run: () => {
      const changed = scopeBind(playlistChanged, { safe: true })
      for (const id of new Set(writes.map(playlistOf))) if (id !== null) changed(id)
    },
  }),
  target: hostTaskFx,
})
sample({ clock: pendingWritesDelivered, filter: (writes) => writes.some((write) => write.kind === 'playlistCreate'), target: playlistsRefreshRequested })

sample({
  clock: pendingWriteRefused,
  fn: ({ write, reason }) => ({ tone: 'error' as const, message: refusalKey(write), values: { name: write.name, reason } }),
  target: toastShown,
})
sample({
  clock: pendingWriteRefused,
  filter: ({ dropped }) => dropped > 0,
  fn: ({ dropped }) => ({ tone: 'error' as const, message: 'pendingWrites.dropped', values: { count: dropped } }),
  target: toastShown,
})

// The server refused the change, so it holds what was there before: the screens show that again.
const refused = pendingWriteRefused.map(({ write }) => write)
sample({
  clock: refused,
  filter: (write) => write.kind === 'like' && write.songIds.length > 0,
  fn: (write) => (write.kind === 'like' ? { ids: write.songIds, starred: write.like ? undefined : new Date().toISOString() } : { ids: [], starred: undefined }),
  target: songsStarChanged,
})
sample({
  clock: refused,
  filter: (write) => write.kind === 'like' && write.songIds.length > 0,
  fn: (write): HostTask => ({
    run: () => {
      // The queue (player bar) follows one song at a time.
      const changed = scopeBind(songStarredChanged, { safe: true })
      if (write.kind === 'like') for (const id of write.songIds) changed({ id, starred: write.like ? undefined : new Date().toISOString() })
    },
  }),
  target: hostTaskFx,
})
sample({
  clock: refused,
  filter: (write) => write.kind === 'like' && write.albumIds.length > 0,
  fn: (write) => (write.kind === 'like' ? { id: write.albumIds[0] ?? '', starred: !write.like } : { id: '', starred: false }),
  target: albumStarChanged,
})
sample({
  clock: refused,
  filter: (write) => write.kind === 'rate' && write.of === 'song',
  fn: (write) => (write.kind === 'rate' ? { ids: [write.id], rating: write.previous } : { ids: [], rating: 0 }),
  target: songsRatingChanged,
})
sample({
  clock: refused,
  filter: (write) => write.kind === 'rate' && write.of === 'album',
  fn: (write) => (write.kind === 'rate' ? { ids: [write.id], rating: write.previous } : { ids: [], rating: 0 }),
  target: albumsRatingChanged,
})
sample({ clock: refused, filter: (write) => playlistOf(write) !== null, fn: (write) => playlistOf(write) ?? '', target: playlistChanged })
sample({ clock: refused, filter: (write) => write.kind === 'playlistCreate', target: playlistsRefreshRequested })
