import { attach, createEvent, sample } from 'effector'
import { sendOrKeepFx } from '../pending-writes/send-or-keep'
import { $currentSong, songStarredChanged } from '../queue/queue'
import { $connection } from '../session/server-config'
import { toastShown } from '../toasts/toasts'

/** Like or remove the like of the current song: the server first (or kept for it), then the queue. */
export const currentSongLikeToggled = createEvent()

export const STAR_FAILED_MESSAGE = 'player.errors.serverFailed'

/** Sent, or kept until the server answers again (pending-writes): either way the bar shows it at once. */
const toggleStarFx = attach({
  source: { connection: $connection, song: $currentSong },
  effect: async ({ connection, song }) => {
    if (!connection || !song) throw new Error('Nothing to like')
    const liked = song.starred !== undefined
    await sendOrKeepFx({ kind: 'like', like: !liked, songIds: [song.id], albumIds: [], name: song.title })
    return { id: song.id, starred: liked ? undefined : new Date().toISOString() }
  },
})

sample({ clock: currentSongLikeToggled, source: toggleStarFx.pending, filter: (pending) => !pending, fn: () => undefined, target: toggleStarFx })
sample({ clock: toggleStarFx.doneData, target: songStarredChanged })
sample({
  clock: toggleStarFx.fail,
  fn: () => ({ tone: 'error' as const, message: STAR_FAILED_MESSAGE }),
  target: toastShown,
})
