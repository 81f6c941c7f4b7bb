import { allSettled, scopeBind } from 'effector'
import { describe, expect, it } from 'vitest'
import { forkWithShell, signIn } from '../../testing/scope'
import type { PlaylistSummary } from './playlist-calls'
import { fetchPlaylistsFx } from './playlist-calls'
import { $playlists, $playlistsStatus, playlistsRefreshRequested } from './playlists'

const playlist = (id: string): PlaylistSummary => ({ id, name: `List ${id}`, comment: '', isPublic: false, songCount: 1, duration: 60 })

describe('the one playlists list (sidebar, Playlists screen, picker)', () => {
  it('when two requests overlap, the latest answer wins even if the older one arrives last', async () => {
    const answers: ((list: readonly PlaylistSummary[]) => void)[] = []
    const { scope } = forkWithShell({
      handlers: [[fetchPlaylistsFx, () => new Promise<readonly PlaylistSummary[]>((resolve) => answers.push(resolve))]],
    })
    await signIn(scope)
    const refresh = scopeBind(playlistsRefreshRequested, { scope })
    refresh() // before the delete: a and b
    refresh() // after it: only a
    expect(answers).toHaveLength(2)
    answers[1]?.([playlist('a')])
    answers[0]?.([playlist('a'), playlist('b')])
    await allSettled(scope)
    expect(scope.getState($playlists).map((entry) => entry.id)).toEqual(['a'])
    expect(scope.getState($playlistsStatus)).toBe('ready')
  })
})
