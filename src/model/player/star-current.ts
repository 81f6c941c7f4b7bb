import { attach, createEvent, sample } from 'effector'
import { isLeft } from 'fp-ts/Either'
import { star, unstar } from '../../api/calls/starred'
import { describeFailure } from '../../api/core/failure'
import { $currentSong, songStarredChanged } from '../queue/queue'
import { $connection } from '../session/server-config'
import { toastShown } from '../toasts/toasts'

/** Like or remove the like of the current song: the server first, then the queue. */
export const currentSongLikeToggled = createEvent()

export const STAR_FAILED_MESSAGE = 'player.errors.serverFailed'

const toggleStarFx = attach({
  source: { connection: $connection, song: $currentSong },
  effect: async ({ connection, song }) => {
    if (!connection || !song) throw new Error('Nothing to like')
    const liked = song.starred !== undefined
    const reply = await (liked ? unstar(connection, { id: song.id }) : star(connection, { id: song.id }))
    if (isLeft(reply)) throw new Error(describeFailure(reply.left))
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
