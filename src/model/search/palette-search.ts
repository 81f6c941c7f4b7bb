import { createEffect, createEvent, createStore, sample } from 'effector'
import { debounce } from 'patronum'
import { serverEffect } from '../session/call-result'
import { Cancelled, reportFailure } from '../library/resource'
import type { LibraryResults } from './library-search'
import { EMPTY_RESULTS, searchLibrary } from './library-search'

/** Typing in the palette waits this long before asking the server. */
export const PALETTE_SEARCH_DELAY_MS = 200
export const PALETTE_COUNTS = { artists: 5, albums: 5, songs: 8 } as const

export interface PaletteResults extends LibraryResults {
  readonly query: string
  readonly status: 'idle' | 'loading' | 'ready' | 'failed'
}

const IDLE: PaletteResults = { ...EMPTY_RESULTS, query: '', status: 'idle' }

/** The palette's text changed (also '' when it closes). */
export const paletteQueryChanged = createEvent<string>()

let controller: AbortController | null = null

/** One search at a time: a new query aborts the request of the previous one. */
export const paletteSearchFx = serverEffect(async (server, query: string): Promise<{ query: string; results: LibraryResults }> => {
  controller?.abort()
  const own = new AbortController()
  controller = own
  try {
    const results = await searchLibrary({ ...server, signal: own.signal }, query, PALETTE_COUNTS)
    if (own.signal.aborted) throw new Cancelled()
    return { query, results }
  } catch (error) {
    throw own.signal.aborted ? new Cancelled() : error
  }
})

const $query = createStore('').on(paletteQueryChanged, (_, query) => query.trim())

export const $paletteResults = createStore<PaletteResults>(IDLE)
  .on(paletteQueryChanged, (results, raw) => {
    const query = raw.trim()
    if (query === '') return IDLE
    return { ...results, query, status: 'loading' }
  })
  .on(paletteSearchFx.doneData, (results, { query, results: found }) => (query === results.query ? { ...found, query, status: 'ready' } : results))
  .on(paletteSearchFx.fail, (results, { params, error }) =>
    error instanceof Cancelled || params !== results.query ? results : { ...EMPTY_RESULTS, query: results.query, status: 'failed' },
  )

const settled = debounce({ source: $query.updates, timeout: PALETTE_SEARCH_DELAY_MS })
sample({ clock: settled, source: $query, filter: (query, typed) => query === typed && query !== '', fn: (query) => query, target: paletteSearchFx })
/** New text (or none) cancels the request still running for the old text. */
const cancelSearchFx = createEffect(() => {
  controller?.abort()
})
sample({ clock: paletteQueryChanged, target: cancelSearchFx })
paletteSearchFx.failData.watch(reportFailure)
