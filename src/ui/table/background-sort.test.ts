import { describe, expect, it } from 'vitest'
import type { SortAnswer, SortRequest, SortWorker } from './background-sort'
import { createBackgroundSorter } from './background-sort'
import { sortKeysOf, sortOrder } from './sort-keys'

/** A worker that sorts only when the test says so (`answer`), and records being ended. */
class FakeWorker implements SortWorker {
  onmessage: ((event: MessageEvent<SortAnswer>) => void) | null = null
  onerror: ((event: Event) => void) | null = null
  readonly requests: SortRequest[] = []
  terminated = false
  postMessage(request: SortRequest) {
    // Posting copies: the worker sees its own keys.
    this.requests.push(structuredClone(request))
  }
  terminate() {
    this.terminated = true
  }
  answer(index = this.requests.length - 1) {
    const request = this.requests[index] as SortRequest
    this.onmessage?.({ data: { id: request.id, order: sortOrder(request.keys, request.direction, request.language) } } as MessageEvent<SortAnswer>)
  }
  fail() {
    this.onerror?.(new Event('error'))
  }
}

const keys = (values: readonly string[]) => sortKeysOf(values, (value) => value)

function sorterWithFakes() {
  const workers: FakeWorker[] = []
  const sorter = createBackgroundSorter(() => {
    const worker = new FakeWorker()
    workers.push(worker)
    return worker
  })
  return { sorter, workers }
}

describe('createBackgroundSorter', () => {
  it("answers the worker's order for the request", async () => {
    const { sorter, workers } = sorterWithFakes()
    const result = sorter.sort(keys(['b', 'c', 'a']), 'ascending', 'en-US', new AbortController().signal)
    workers[0]?.answer()
    expect(Array.from((await result) ?? [])).toEqual([2, 0, 1])
  })

  it('ends the worker running an aborted sort and sorts the next request in a new one', async () => {
    const { sorter, workers } = sorterWithFakes()
    const stale = new AbortController()
    const first = sorter.sort(keys(['b', 'a']), 'ascending', 'en-US', stale.signal)
    stale.abort()
    expect(await first).toBeNull()
    expect(workers[0]?.terminated).toBe(true)
    const second = sorter.sort(keys(['b', 'a', 'c']), 'descending', 'en-US', new AbortController().signal)
    expect(workers).toHaveLength(2)
    workers[1]?.answer()
    expect(Array.from((await second) ?? [])).toEqual([2, 0, 1])
  })

  it('a later request wins: the sort still running for an earlier one is stopped and answers null, not its order', async () => {
    const { sorter, workers } = sorterWithFakes()
    const earlier = sorter.sort(keys(['b', 'a']), 'ascending', 'en-US', new AbortController().signal)
    const later = sorter.sort(keys(['x', 'z', 'y']), 'ascending', 'en-US', new AbortController().signal)
    expect(workers[0]?.terminated).toBe(true)
    // Even if the stopped worker still answered, the earlier request stays unanswered.
    workers[0]?.answer(0)
    workers[1]?.answer()
    expect(Array.from((await later) ?? [])).toEqual([0, 2, 1])
    expect(await earlier).toBeNull()
  })

  it('keeps one worker for requests that do not overlap', async () => {
    const { sorter, workers } = sorterWithFakes()
    for (const values of [['b', 'a'], ['d', 'c']]) {
      const result = sorter.sort(keys(values), 'ascending', 'en-US', new AbortController().signal)
      workers[0]?.answer()
      expect(Array.from((await result) ?? [])).toEqual([1, 0])
    }
    expect(workers).toHaveLength(1)
    expect(workers[0]?.terminated).toBe(false)
  })

  it('sorts on the main thread when the worker fails, and when no worker can be made', async () => {
    const { sorter, workers } = sorterWithFakes()
    const result = sorter.sort(keys(['b', 'c', 'a']), 'ascending', 'en-US', new AbortController().signal)
    workers[0]?.fail()
    expect(Array.from((await result) ?? [])).toEqual([2, 0, 1])
    const next = await sorter.sort(keys(['b', 'a']), 'ascending', 'en-US', new AbortController().signal)
    expect(Array.from(next ?? [])).toEqual([1, 0])
    expect(workers).toHaveLength(1)

    const without = createBackgroundSorter(() => null)
    expect(Array.from((await without.sort(keys(['2', '10', '1']), 'ascending', 'en-US', new AbortController().signal)) ?? [])).toEqual([2, 0, 1])
    const aborted = new AbortController()
    const pending = without.sort(keys(['b', 'a']), 'ascending', 'en-US', aborted.signal)
    aborted.abort()
    expect(await pending).toBeNull()
  })
})
