import { allSettled } from 'effector'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { $currentSong, $queue } from '../../model/player/player'
import { commandTargetChanged } from '../../model/targets/command-target'
import { stubFetch, subsonicOk } from '../../testing/fetch'
import { playingRatedSongs, ratedSongs, ratingsSent } from '../../testing/rating-scope'
import { commandRequested } from '../registry'

const songs = ratedSongs
const playing = playingRatedSongs

afterEach(() => vi.unstubAllGlobals())

describe('rating commands', () => {
  it('keys 1–5 and 0 rate the focused rows through remappable commands', async () => {
    const scope = await playing()
    const { urls } = stubFetch(() => subsonicOk())
    await allSettled(commandTargetChanged, { scope, params: { kind: 'songs', songs: [songs[2]!] } })
    await allSettled(commandRequested, { scope, params: { id: 'library.rating.rate5' } })
    expect(ratingsSent(urls)).toEqual(['s3=5'])
    expect(scope.getState($queue).originalList[2]?.userRating).toBe(5)
  })

  it('rates the playing song from the palette or the player bar menu', async () => {
    const scope = await playing()
    const { urls } = stubFetch(() => subsonicOk())
    await allSettled(commandRequested, { scope, params: { id: 'playback.rating.rateCurrentSong', payload: 2 } })
    expect(ratingsSent(urls)).toEqual(['s1=2'])
    expect(scope.getState($currentSong)?.userRating).toBe(2)
  })
})
