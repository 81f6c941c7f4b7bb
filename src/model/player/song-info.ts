import { attach, createEvent, createStore, sample } from 'effector'
import { isLeft } from 'fp-ts/Either'
import { getSong } from '../../api/calls/songs'
import type { Song } from '../../api/codecs/song'
import { describeFailure } from '../../api/core/failure'
import { dialogOpened } from '../dialogs/dialogs'
import { $connection } from '../session/server-config'

/** The song info dialog: the full song read from the server. */
export type SongInfoState =
  | { readonly status: 'loading'; readonly song: Song }
  | { readonly status: 'ready'; readonly song: Song }
  | { readonly status: 'failed'; readonly song: Song }

export const songInfoRequested = createEvent<Song>()

const loadSongFx = attach({
  source: $connection,
  effect: async (connection, song: Song) => {
    if (!connection) throw new Error('No server')
    const reply = await getSong(connection, song.id)
    if (isLeft(reply)) throw new Error(describeFailure(reply.left))
    return reply.right
  },
})

export const $songInfo = createStore<SongInfoState | null>(null)
  .on(songInfoRequested, (_, song) => ({ status: 'loading', song }))
  .on(loadSongFx.done, (state, { params, result }) =>
    state?.song.id === params.id ? { status: 'ready', song: { ...params, ...result } } : state,
  )
  .on(loadSongFx.fail, (state, { params }) => (state?.song.id === params.id ? { status: 'failed', song: params } : state))

sample({ clock: songInfoRequested, target: loadSongFx })
sample({ clock: songInfoRequested, fn: () => 'songInfo' as const, target: dialogOpened })
