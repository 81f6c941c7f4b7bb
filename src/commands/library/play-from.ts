import type { Song } from '../../model/library/song'
import { listPlayed, songPlayed } from '../../model/queue/queue-events'
import { defineCommand } from '../command'

/** Plays a list from one of its songs: a double-clicked row passes `{ songs, index }`. */
export const playFrom = defineCommand({
  id: 'library.playFrom',
  payloadOnly: true,
  target: listPlayed,
  adapt: ({ songs, index }: { readonly songs: readonly Song[]; readonly index: number }) => ({ songs, index }),
})

/** Plays one song alone (resumes it when it is the paused current song): a palette result. */
export const playSong = defineCommand({
  id: 'library.playSong',
  payloadOnly: true,
  target: songPlayed,
  adapt: ({ song }: { readonly song: Song }) => song,
})
