import { allSettled } from 'effector'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { jsonResponse, stubFetch, subsonicOk } from '../../testing/fetch'
import { forkWithShell, signIn } from '../../testing/scope'
import { $songsList, FIRST_CHUNK, moreSongsRetried, songsViewChanged } from './songs-list'

const songs = (from: number, count: number) => Array.from({ length: count }, (_, index) => ({ id: `s-${from + index}`, title: `Song ${from + index}` }))

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the Songs list streamed in chunks', () => {
  it('a later chunk that fails leaves the list partial, not complete; Retry continues from there', async () => {
    let failing = true
    const fetched = stubFetch((url) => {
      const offset = Number(url.searchParams.get('songOffset'))
      if (offset > 0 && failing) return jsonResponse({}, { status: 500 })
      return subsonicOk({ searchResult3: { song: songs(offset, offset === 0 ? FIRST_CHUNK : 20) } })
    })
    const { scope } = forkWithShell()
    await signIn(scope)
    await allSettled(songsViewChanged, { scope, params: { query: '', artistId: '', artistName: '' } })
    expect(scope.getState($songsList)).toMatchObject({ status: 'ready', complete: false, partial: true })
    expect(scope.getState($songsList).songs).toHaveLength(FIRST_CHUNK)
    failing = false
    await allSettled(moreSongsRetried, { scope })
    expect(scope.getState($songsList)).toMatchObject({ status: 'ready', complete: true, partial: false })
    expect(scope.getState($songsList).songs).toHaveLength(FIRST_CHUNK + 20)
    expect(fetched.urls.map((url) => url.searchParams.get('songOffset'))).toEqual(['0', String(FIRST_CHUNK), String(FIRST_CHUNK)])
  })
})
