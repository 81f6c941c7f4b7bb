import { act, renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { BackgroundSorter } from './background-sort'
import type { SortKeys } from './sort-keys'
import { sortOrder } from './sort-keys'
import type { SortDirection, SortState } from './table-sort'
import { SYNC_SORT_LIMIT, useSortedRows } from './use-sorted-rows'

interface Song {
  readonly title: string
}
interface Entry {
  readonly row: Song
  readonly key: string
}

/** A sorter whose sorts finish when the test says so. */
function manualSorter() {
  const requests: { keys: SortKeys; direction: SortDirection; signal: AbortSignal; finish: () => void }[] = []
  const sorter: BackgroundSorter = {
    sort: (keys, direction, language, signal) =>
      new Promise((resolve) => {
        signal.addEventListener('abort', () => resolve(null))
        requests.push({ keys, direction, signal, finish: () => resolve(signal.aborted ? null : sortOrder(keys, direction, language)) })
      }),
  }
  return { sorter, requests }
}

const title = (song: Song): string | undefined => song.title
const artist = (song: Song) => song.title.split(' ')[0]
const entriesOf = (count: number, from = 0): Entry[] =>
  Array.from({ length: count }, (_, index) => ({ row: { title: `Song ${(from + index) % 1000} ${from + index}` }, key: `k${from + index}` }))
const LONG = SYNC_SORT_LIMIT + 500

function renderSorted(entries: readonly Entry[], sort: SortState | null, sorter: BackgroundSorter) {
  return renderHook(
    ({ rows, state, value }: { rows: readonly Entry[]; state: SortState | null; value: (song: Song) => string | undefined }) =>
      useSortedRows(rows, state, value, 'en-US', sorter),
    { initialProps: { rows: entries, state: sort, value: title } },
  )
}

const keysOf = (entries: readonly Entry[]) => entries.map((entry) => entry.key)
const expected = (entries: readonly Entry[], direction: SortDirection) =>
  [...entries].sort((a, b) => new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' }).compare(a.row.title, b.row.title) * (direction === 'ascending' ? 1 : -1)).map((entry) => entry.key)

describe('useSortedRows', () => {
  it('sorts a short list at once, without the background sorter', () => {
    const { sorter, requests } = manualSorter()
    const entries = entriesOf(30)
    const { result } = renderSorted(entries, { columnId: 'title', direction: 'descending' }, sorter)
    expect(result.current.sorting).toBe(false)
    expect(keysOf(result.current.sorted)).toEqual(expected(entries, 'descending'))
    expect(requests).toHaveLength(0)
  })

  it('keeps the shown order of a long list until its background sort is done', async () => {
    const { sorter, requests } = manualSorter()
    const entries = entriesOf(LONG)
    const { result, rerender } = renderSorted(entries, null, sorter)
    rerender({ rows: entries, state: { columnId: 'title', direction: 'ascending' }, value: title })
    expect(result.current.sorting).toBe(true)
    expect(result.current.sorted).toBe(entries)
    await waitFor(() => expect(requests).toHaveLength(1))
    await act(async () => requests[0]?.finish())
    expect(result.current.sorting).toBe(false)
    expect(keysOf(result.current.sorted)).toEqual(expected(entries, 'ascending'))
  })

  it('a later sort cancels the running one, and the rows keep the last finished order meanwhile', async () => {
    const { sorter, requests } = manualSorter()
    const entries = entriesOf(LONG)
    const { result, rerender } = renderSorted(entries, { columnId: 'title', direction: 'ascending' }, sorter)
    await waitFor(() => expect(requests).toHaveLength(1))
    await act(async () => requests[0]?.finish())
    const ascending = result.current.sorted
    rerender({ rows: entries, state: { columnId: 'title', direction: 'descending' }, value: title })
    await waitFor(() => expect(requests).toHaveLength(2))
    rerender({ rows: entries, state: { columnId: 'artist', direction: 'ascending' }, value: artist })
    expect(requests[1]?.signal.aborted).toBe(true)
    expect(result.current).toEqual({ sorted: ascending, sorting: true })
    // The cancelled sort finishing late changes nothing.
    await act(async () => requests[1]?.finish())
    expect(result.current.sorted).toBe(ascending)
    await waitFor(() => expect(requests).toHaveLength(3))
    expect(requests[2]?.signal.aborted).toBe(false)
    await act(async () => requests[2]?.finish())
    expect(result.current.sorting).toBe(false)
    expect(result.current.sorted.map((entry) => entry.row.title.split(' ')[0])).toEqual(Array(LONG).fill('Song'))
    // Equal artists keep the list's own order.
    expect(keysOf(result.current.sorted)).toEqual(keysOf(entries))
  })

  it('clicks quicker than a task: only the last sort is asked for', async () => {
    const { sorter, requests } = manualSorter()
    const entries = entriesOf(LONG)
    const { result, rerender } = renderSorted(entries, { columnId: 'title', direction: 'ascending' }, sorter)
    rerender({ rows: entries, state: { columnId: 'title', direction: 'descending' }, value: title })
    await waitFor(() => expect(requests).toHaveLength(1))
    expect(requests[0]?.direction).toBe('descending')
    await act(async () => requests[0]?.finish())
    expect(keysOf(result.current.sorted)).toEqual(expected(entries, 'descending'))
  })

  it('sorts again when the list changes during a sort, keeping shown rows in place and new rows after them', async () => {
    const { sorter, requests } = manualSorter()
    const first = entriesOf(LONG)
    const { result, rerender } = renderSorted(first, { columnId: 'title', direction: 'descending' }, sorter)
    await waitFor(() => expect(requests).toHaveLength(1))
    await act(async () => requests[0]?.finish())
    const shown = keysOf(result.current.sorted)
    // A page of rows arrives: the previous sort is shown for the known rows while the new one runs.
    const grown = [...first, ...entriesOf(100, LONG)]
    rerender({ rows: grown, state: { columnId: 'title', direction: 'descending' }, value: title })
    await waitFor(() => expect(requests).toHaveLength(2))
    expect(result.current.sorting).toBe(true)
    expect(keysOf(result.current.sorted)).toEqual([...shown, ...keysOf(grown.slice(LONG))])
    // Another change before it finishes: the running sort is stopped for a new one.
    const shrunk = grown.slice(50)
    rerender({ rows: shrunk, state: { columnId: 'title', direction: 'descending' }, value: title })
    expect(requests[1]?.signal.aborted).toBe(true)
    await waitFor(() => expect(requests).toHaveLength(3))
    await act(async () => requests[2]?.finish())
    expect(result.current.sorting).toBe(false)
    expect(keysOf(result.current.sorted)).toEqual(expected(shrunk, 'descending'))
  })

  it("back to the list's own order at once, and a later sort starts from that order", async () => {
    const { sorter, requests } = manualSorter()
    const entries = entriesOf(LONG)
    const { result, rerender } = renderSorted(entries, { columnId: 'title', direction: 'ascending' }, sorter)
    await waitFor(() => expect(requests).toHaveLength(1))
    rerender({ rows: entries, state: null, value: title })
    expect(requests[0]?.signal.aborted).toBe(true)
    expect(result.current).toEqual({ sorted: entries, sorting: false })
    rerender({ rows: entries, state: { columnId: 'title', direction: 'descending' }, value: title })
    expect(result.current).toEqual({ sorted: entries, sorting: true })
  })
})
