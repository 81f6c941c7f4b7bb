import { allSettled } from 'effector'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Song } from '../../model/library/song'
import { $queue } from '../../model/player/player'
import { commandTargetChanged } from '../../model/targets/command-target'
import { stubFetch, subsonicOk } from '../../testing/fetch'
import { forkWithShell, signIn } from '../../testing/scope'
import { commandRequested } from '../registry'

afterEach(() => vi.unstubAllGlobals())

const seed: Song = { id: 'seed', title: 'Seed', artistId: 'ar1' }

describe('mix commands', () => {
  it('Instant mix starts from the focused row; Shuffle all songs asks for random songs', async () => {
    const { scope } = forkWithShell()
    await signIn(scope)
    const { urls } = stubFetch((url) =>
      url.pathname.endsWith('/getSimilarSongs2')
        ? subsonicOk({ similarSongs2: { song: [{ id: 'a', title: 'A' }] } })
        : subsonicOk({ randomSongs: { song: [{ id: 'r', title: 'R' }] } }),
    )
    await allSettled(commandTargetChanged, { scope, params: { kind: 'songs', songs: [seed] } })
    await allSettled(commandRequested, { scope, params: { id: 'library.mix.instantMix' } })
    expect(scope.getState($queue).originalList.map((song) => song.id)).toEqual(['seed', 'a'])

    await allSettled(commandRequested, { scope, params: { id: 'queue.mix.shuffleAll' } })
    expect(urls.some((url) => url.pathname.endsWith('/getRandomSongs'))).toBe(true)
    expect(scope.getState($queue).originalList[0]?.id).toBe('r')
  })
})
