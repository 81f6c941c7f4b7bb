import { allSettled, scopeBind } from 'effector'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { subsonicOk } from '../../testing/fetch'
import { forkWithShell, signIn } from '../../testing/scope'
import { $paletteResults, PALETTE_SEARCH_DELAY_MS, paletteQueryChanged } from './palette-search'

const ALBUM = { id: 'al-1', name: 'Blue Hours', artist: 'Miles Quartet', artistId: 'ar-1' }

afterEach(() => {
  vi.unstubAllGlobals()
})

function fakeServer(delayMs = 0) {
  const calls: { query: string | null; signal: AbortSignal | undefined }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(input.toString())
      calls.push({ query: url.searchParams.get('query'), signal: init?.signal ?? undefined })
      await new Promise((resolve) => setTimeout(resolve, delayMs))
      if (init?.signal?.aborted) throw new DOMException('Aborted', 'AbortError')
      return subsonicOk({ searchResult3: { album: url.searchParams.get('query') === 'blue' ? [ALBUM] : [] } })
    }),
  )
  return calls
}

describe('palette library search', () => {
  // Fake timers: typing and the debounce are stepped, never raced against the real clock.
  afterEach(() => {
    vi.useRealTimers()
  })

  it('waits for a pause in typing, then asks search3 once for the last text', async () => {
    vi.useFakeTimers()
    const calls = fakeServer()
    const { scope } = forkWithShell()
    await signIn(scope)
    const type = scopeBind(paletteQueryChanged, { scope })
    for (const text of ['b', 'bl', 'blu', 'blue']) {
      type(text)
      await vi.advanceTimersByTimeAsync(PALETTE_SEARCH_DELAY_MS - 1)
    }
    expect(scope.getState($paletteResults).status).toBe('loading')
    expect(calls).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls.map((call) => call.query)).toEqual(['blue'])
    await vi.advanceTimersByTimeAsync(0)
    await vi.waitFor(() => expect(scope.getState($paletteResults).status).toBe('ready'))
    expect(scope.getState($paletteResults).albums.map((album) => album.name)).toEqual(['Blue Hours'])
  })

  it('cancels the running request when the text changes, and keeps only the newest answer', async () => {
    vi.useFakeTimers()
    const calls = fakeServer(150)
    const { scope } = forkWithShell()
    await signIn(scope)
    const type = scopeBind(paletteQueryChanged, { scope })
    type('nothing')
    await vi.advanceTimersByTimeAsync(PALETTE_SEARCH_DELAY_MS + 30)
    expect(calls.map((call) => call.query)).toEqual(['nothing'])
    type('blue')
    expect(calls[0]!.signal?.aborted).toBe(true)
    await vi.advanceTimersByTimeAsync(PALETTE_SEARCH_DELAY_MS + 150)
    await vi.waitFor(() => expect(scope.getState($paletteResults).status).toBe('ready'))
    expect(scope.getState($paletteResults)).toMatchObject({ query: 'blue', status: 'ready' })
    expect(scope.getState($paletteResults).albums).toHaveLength(1)
  })

  it('clears the results when the text is emptied', async () => {
    fakeServer()
    const { scope } = forkWithShell()
    await signIn(scope)
    await allSettled(paletteQueryChanged, { scope, params: 'blue' })
    await vi.waitFor(() => expect(scope.getState($paletteResults).status).toBe('ready'), { timeout: 2000 })
    await allSettled(paletteQueryChanged, { scope, params: '  ' })
    expect(scope.getState($paletteResults)).toMatchObject({ query: '', status: 'idle', albums: [] })
  })
})
