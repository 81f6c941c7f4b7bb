import { allSettled } from 'effector'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { stubFetch, subsonicFailed, subsonicOk } from '../../testing/fetch'
import { forkWithShell, signIn } from '../../testing/scope'
import { MAX_URL_LENGTH } from '../../api/core/constants'
import { $connection } from '../session/server-config'
import { $serverExtensions, knownExtensions } from '../session/server-extensions'
import { createPlaylistFx, fetchPlaylistsFx, updatePlaylistFx } from './playlist-calls'

const CREATED = { id: '7', name: 'Road trip', songCount: 0, duration: 0, created: '2026-01-01T00:00:00Z' }

function methods(urls: readonly URL[]) {
  return urls.map((url) => `${url.pathname.replace('/rest/', '')}${url.searchParams.has('id') ? ` id=${url.searchParams.get('id')}` : ''}`)
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('createPlaylistFx (create by name, then update with details)', () => {
  it('creates by name, then sends comment, public and songs to the new id', async () => {
    const { urls } = stubFetch((url) => (url.pathname.endsWith('createPlaylist') ? subsonicOk({ playlist: CREATED }) : subsonicOk()))
    const { scope } = forkWithShell()
    await signIn(scope)
    const result = await allSettled(createPlaylistFx, {
      scope,
      params: { form: { name: 'Road trip', comment: 'Long drives', isPublic: true }, songIds: ['s1', 's2'] },
    })
    expect(result.status).toBe('done')
    expect(methods(urls)).toEqual(['createPlaylist', 'updatePlaylist'])
    const update = urls[1] as URL
    expect(update.searchParams.get('playlistId')).toBe('7')
    expect(update.searchParams.get('comment')).toBe('Long drives')
    expect(update.searchParams.get('public')).toBe('true')
    expect(update.searchParams.getAll('songIdToAdd')).toEqual(['s1', 's2'])
  })

  it('skips the update when there is nothing more than the name', async () => {
    const { urls } = stubFetch(() => subsonicOk({ playlist: CREATED }))
    const { scope } = forkWithShell()
    await signIn(scope)
    await allSettled(createPlaylistFx, { scope, params: { form: { name: 'Road trip', comment: ' ', isPublic: false }, songIds: [] } })
    expect(methods(urls)).toEqual(['createPlaylist'])
  })

  it('deletes the new playlist again when the update fails, and fails with the server message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    // Supysonic: createPlaylist answers a bare ok, so the playlist is found by name.
    const { urls } = stubFetch((url) => {
      if (url.pathname.endsWith('getPlaylists')) return subsonicOk({ playlists: { playlist: [CREATED] } })
      if (url.pathname.endsWith('updatePlaylist')) return subsonicFailed(70, 'Unknown track')
      return subsonicOk()
    })
    const { scope } = forkWithShell()
    await signIn(scope)
    const result = await allSettled(createPlaylistFx, { scope, params: { form: { name: 'Road trip', comment: '', isPublic: false }, songIds: ['gone'] } })
    expect(result).toMatchObject({ status: 'fail', value: new Error('Server error 70: Unknown track') })
    expect(methods(urls)).toEqual(['createPlaylist', 'getPlaylists', 'updatePlaylist', 'deletePlaylist id=7'])
  })
})

describe('fetchPlaylistsFx', () => {
  it('reads Navidrome-shaped playlists into summaries', async () => {
    stubFetch(() =>
      subsonicOk({ playlists: { playlist: [{ id: '111', name: 'aaa', comment: 'comment', songCount: 2, duration: 120, public: true }, { id: '333', name: 'ccc' }] } }, { type: 'navidrome' }),
    )
    const { scope } = forkWithShell()
    await signIn(scope)
    const result = await allSettled(fetchPlaylistsFx, { scope })
    expect(result).toEqual({
      status: 'done',
      value: [
        { id: '111', name: 'aaa', comment: 'comment', isPublic: true, songCount: 2, duration: 120 },
        { id: '333', name: 'ccc', comment: '', isPublic: false, songCount: 0, duration: 0 },
      ],
    })
  })
})

describe('updatePlaylistFx with a long list of songs', () => {
  const songIds = Array.from({ length: 500 }, (_, index) => `song-${index}-0123456789abcdef`)

  /** The server advertises `extensions` (asked by getOpenSubsonicExtensions); none were asked before. */
  async function send(extensions: readonly string[]) {
    const requests: { url: URL; method: string; body: string }[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input))
        if (url.pathname.endsWith('/getOpenSubsonicExtensions')) {
          return subsonicOk({ openSubsonicExtensions: extensions.map((name) => ({ name, versions: [1] })) })
        }
        requests.push({ url, method: init?.method ?? 'GET', body: init?.body ? String(init.body) : '' })
        return subsonicOk()
      }),
    )
    const { scope } = forkWithShell()
    await signIn(scope)
    const result = await allSettled(updatePlaylistFx, { scope, params: { id: 'p1', songIdsToAdd: songIds } })
    expect(result.status).toBe('done')
    // Asked once, and kept for the next requests to this server.
    const connection = scope.getState($connection)
    expect(connection && knownExtensions(scope.getState($serverExtensions), connection)).toEqual(extensions)
    return requests
  }

  it('asks the server’s extensions before the first long request, and posts a form body when it advertises formPost', async () => {
    const requests = await send(['songLyrics', 'formPost'])
    expect(requests).toHaveLength(1)
    expect(requests[0]?.method).toBe('POST')
    expect(requests[0]?.url.searchParams.has('songIdToAdd')).toBe(false)
    expect(new URLSearchParams(requests[0]?.body).getAll('songIdToAdd')).toEqual(songIds)
  })

  it('sends them in several short addresses, in order, otherwise', async () => {
    const requests = await send(['songLyrics'])
    expect(requests.length).toBeGreaterThan(1)
    expect(requests.every(({ url, method }) => method === 'GET' && url.href.length <= MAX_URL_LENGTH)).toBe(true)
    expect(requests.flatMap(({ url }) => url.searchParams.getAll('songIdToAdd'))).toEqual(songIds)
  })
})
