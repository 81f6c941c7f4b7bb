import { allSettled } from 'effector'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { stubFetch, subsonicFailed, subsonicOk } from '../../testing/fetch'
import { playingRatedSongs, ratedSongs, ratingsSent } from '../../testing/rating-scope'
import { recordToasts } from '../../testing/toast-log'
import { $currentSong, $queue } from '../queue/queue'
import { currentSongRated, songsRated } from './rating'

const songs = ratedSongs
const playing = playingRatedSongs

afterEach(() => vi.unstubAllGlobals())

describe('ratings', () => {
  it('rates every song given (even one the list shows so rated: it may be stale), and every list follows', async () => {
    const scope = await playing()
    const { urls } = stubFetch(() => subsonicOk())
    await allSettled(songsRated, { scope, params: { songs: songs.slice(0, 2), rating: 3 } })
    expect(ratingsSent(urls)).toEqual(['s1=3', 's2=3'])
    expect(scope.getState($queue).originalList.map((song) => song.userRating)).toEqual([3, 3, undefined])

    await allSettled(songsRated, { scope, params: { songs, rating: 0 } })
    expect(ratingsSent(urls)).toEqual(['s1=3', 's2=3', 's1=0', 's2=0', 's3=0'])
    expect(scope.getState($queue).originalList.some((song) => 'userRating' in song)).toBe(false)
  })

  it('rates the playing song (the player bar menu)', async () => {
    const scope = await playing()
    const { urls } = stubFetch(() => subsonicOk())
    await allSettled(currentSongRated, { scope, params: 4 })
    expect(ratingsSent(urls)).toEqual(['s1=4'])
    expect(scope.getState($currentSong)?.userRating).toBe(4)
  })

  it('a server without setRating shows nothing and changes nothing', async () => {
    const scope = await playing()
    const toasts = recordToasts(scope)
    stubFetch(() => new Response('Not found', { status: 404 }))
    await allSettled(songsRated, { scope, params: { songs, rating: 2 } })
    expect(toasts()).toEqual([])
    expect(scope.getState($queue).originalList.map((song) => song.userRating)).toEqual([undefined, 3, undefined])
  })

  it('a server error says so and keeps the old rating', async () => {
    const scope = await playing()
    const toasts = recordToasts(scope)
    stubFetch(() => subsonicFailed(0, 'Invalid ID'))
    await allSettled(songsRated, { scope, params: { songs: [songs[0]!], rating: 2 } })
    expect(toasts()).toEqual([{ tone: 'error', text: expect.any(String) }])
    expect(scope.getState($queue).originalList[0]?.userRating).toBeUndefined()
  })
})
