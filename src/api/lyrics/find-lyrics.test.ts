import type { Either } from 'fp-ts/Either'
import { left, right } from 'fp-ts/Either'
import { describe, expect, it, vi } from 'vitest'
import type { LrclibTrack, StructuredLyrics } from '../codecs/lyrics'
import type { ApiFailure } from '../core/failure'
import type { LyricsFetchers, LyricsQuery, ServerLyricsValue } from './find-lyrics'
import { findLyrics } from './find-lyrics'

const QUERY: LyricsQuery = { songId: 's1', artist: 'Artist', title: 'Title', album: 'Album', duration: 200 }
const DOWN: ApiFailure = { kind: 'network', message: 'down' }

function fetchers(options: {
  server?: Either<ApiFailure, ServerLyricsValue> | Error
  external?: Either<ApiFailure, LrclibTrack | null> | Error
  bySongId?: Either<ApiFailure, readonly StructuredLyrics[]>
}) {
  const calls: string[] = []
  const { bySongId } = options
  const answer = <A>(name: string, value: A | Error) => {
    calls.push(name)
    if (value instanceof Error) throw value
    return Promise.resolve(value)
  }
  const sources: LyricsFetchers = {
    server: vi.fn<LyricsFetchers['server']>(() => answer('server', options.server ?? right({ artist: 'Artist', title: 'Title', value: '' }))),
    external: vi.fn<LyricsFetchers['external']>(() => answer('external', options.external ?? right(null))),
    ...(bySongId ? { bySongId: () => answer('bySongId', bySongId) } : {}),
  }
  return { sources, calls }
}

const SERVER_TEXT = right({ artist: 'Artist', title: 'Title', value: '\r\nServer line one\r\nServer line two\r\n' })
const LRCLIB_BOTH = right({ syncedLyrics: '[00:01.00]Synced one\n[00:02.00]Synced two', plainLyrics: 'Plain one\nPlain two' })

describe('findLyrics ordering', () => {
  it('prefer synced on: the external (synced) source first, timed lines', async () => {
    const { sources, calls } = fetchers({ server: SERVER_TEXT, external: LRCLIB_BOTH })
    const found = await findLyrics(sources, QUERY, true)
    expect(calls).toEqual(['external'])
    expect(found).toEqual({
      artist: 'Artist',
      title: 'Title',
      value: 'Synced one\nSynced two',
      synced: true,
      source: 'lrclib',
      lines: [
        { start: 1000, text: 'Synced one' },
        { start: 2000, text: 'Synced two' },
      ],
    })
    expect(sources.external).toHaveBeenCalledWith(QUERY)
  })

  it('prefer synced off: the server first, line endings normalised and trimmed', async () => {
    const { sources, calls } = fetchers({ server: SERVER_TEXT, external: LRCLIB_BOTH })
    const found = await findLyrics(sources, QUERY, false)
    expect(calls).toEqual(['server'])
    expect(found).toMatchObject({ value: 'Server line one\nServer line two', synced: false, source: 'server' })
    expect(found.lines).toEqual([
      { start: null, text: 'Server line one' },
      { start: null, text: 'Server line two' },
    ])
    expect(sources.server).toHaveBeenCalledWith('Artist', 'Title')
  })

  it('falls back to the other source when the first returns none, fails or throws', async () => {
    const empty = fetchers({ server: SERVER_TEXT, external: right(null) })
    expect(await findLyrics(empty.sources, QUERY, true)).toMatchObject({ source: 'server', value: 'Server line one\nServer line two' })
    expect(empty.calls).toEqual(['external', 'server'])

    const failing = fetchers({ server: left(DOWN), external: LRCLIB_BOTH })
    expect(await findLyrics(failing.sources, QUERY, false)).toMatchObject({ source: 'lrclib', synced: false, value: 'Plain one\nPlain two' })
    expect(failing.calls).toEqual(['server', 'external'])

    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const throwing = fetchers({ server: SERVER_TEXT, external: new Error('boom') })
    expect(await findLyrics(throwing.sources, QUERY, true)).toMatchObject({ source: 'server' })
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })

  it('prefer synced off with only synced lyrics available: shown as plain text', async () => {
    const { sources } = fetchers({ external: right({ syncedLyrics: '[00:01.00]Only synced', plainLyrics: null }) })
    expect(await findLyrics(sources, QUERY, false)).toMatchObject({ synced: false, value: 'Only synced', lines: [{ start: null, text: 'Only synced' }] })
  })

  it('prefer synced on with only plain lyrics from LRCLIB: the plain ones', async () => {
    const { sources } = fetchers({ external: right({ syncedLyrics: '  ', plainLyrics: 'Just words' }) })
    expect(await findLyrics(sources, QUERY, true)).toMatchObject({ synced: false, value: 'Just words', source: 'lrclib' })
  })

  it('server lyrics in LRC format become timed lines when synced is preferred', async () => {
    const { sources } = fetchers({ server: right({ artist: 'A', title: 'T', value: '[00:03.00]From the tags' }) })
    expect(await findLyrics(sources, QUERY, true)).toMatchObject({
      source: 'server',
      synced: true,
      artist: 'A',
      lines: [{ start: 3000, text: 'From the tags' }],
    })
  })

  it('none anywhere, or everything failing: empty lyrics, never a throw', async () => {
    const none = fetchers({})
    expect(await findLyrics(none.sources, QUERY, true)).toEqual({ artist: 'Artist', title: 'Title', value: '', synced: false, lines: [], source: null })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const broken = fetchers({ server: new Error('x'), external: new Error('y'), bySongId: left(DOWN) })
    expect((await findLyrics(broken.sources, QUERY, false)).value).toBe('')
    expect(broken.calls).toEqual(['bySongId', 'server', 'external'])
    warn.mockRestore()
  })
})

describe('findLyrics with getLyricsBySongId (songLyrics extension)', () => {
  const STRUCTURED: readonly StructuredLyrics[] = [
    { synced: false, lang: 'xxx', line: [{ value: 'Plain A' }, { value: 'Plain B' }] },
    { synced: true, lang: 'eng', offset: 100, displayArtist: 'Rick', displayTitle: 'Song', line: [{ start: 22801, value: 'Second' }, { start: 18800, value: 'First' }] },
  ]

  it('is asked first; synced preferred: the synced entry with the offset applied', async () => {
    const { sources, calls } = fetchers({ server: SERVER_TEXT, external: LRCLIB_BOTH, bySongId: right(STRUCTURED) })
    const found = await findLyrics(sources, QUERY, true)
    expect(calls).toEqual(['bySongId'])
    expect(found).toEqual({
      artist: 'Rick',
      title: 'Song',
      value: 'First\nSecond',
      synced: true,
      source: 'songLyrics',
      lines: [
        { start: 18700, text: 'First' },
        { start: 22701, text: 'Second' },
      ],
    })
  })

  it('synced not preferred: the unsynced entry', async () => {
    const { sources } = fetchers({ bySongId: right(STRUCTURED) })
    expect(await findLyrics(sources, QUERY, false)).toMatchObject({ synced: false, value: 'Plain A\nPlain B', source: 'songLyrics' })
  })

  it('an empty list falls through to the ordered sources', async () => {
    const { sources, calls } = fetchers({ server: SERVER_TEXT, bySongId: right([{ synced: true, line: [{ start: 0, value: ' ' }] }]) })
    expect(await findLyrics(sources, QUERY, false)).toMatchObject({ source: 'server' })
    expect(calls).toEqual(['bySongId', 'server'])
  })
})
