import { allSettled } from 'effector'
import type { Scope } from 'effector'
import type { Song } from '../api/codecs/song'
import { listPlayed } from '../model/queue/queue-events'
import { forkWithShell, signIn } from './scope'

/** Three songs, the second already rated 3, for rating tests. */
export const ratedSongs: readonly Song[] = [
  { id: 's1', title: 'One' },
  { id: 's2', title: 'Two', userRating: 3 },
  { id: 's3', title: 'Three' },
]

/** A signed-in scope playing `ratedSongs` from the first. */
export async function playingRatedSongs(): Promise<Scope> {
  const { scope } = forkWithShell()
  await signIn(scope)
  await allSettled(listPlayed, { scope, params: { songs: ratedSongs, index: 0 } })
  return scope
}

/** The `setRating` calls among `urls`, as `id=rating`. */
export const ratingsSent = (urls: readonly URL[]): string[] =>
  urls.filter((url) => url.pathname.endsWith('/setRating')).map((url) => `${url.searchParams.get('id')}=${url.searchParams.get('rating')}`)
