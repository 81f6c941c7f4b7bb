import { describe, expect, it } from 'vitest'
import { KEY_SLICE, sortKeysInSlices, sortKeysOf, sortOrder } from './sort-keys'
import type { SortDirection, SortValue } from './table-sort'
import { sortRows } from './table-sort'

interface Item {
  readonly id: number
  readonly value: SortValue
}

const items = (values: readonly SortValue[]): Item[] => values.map((value, id) => ({ id, value }))

/** The ids in the order of the compact-key sort and of the synchronous sortRows. */
function bothOrders(list: readonly Item[], direction: SortDirection, language = 'en-US') {
  const order = sortOrder(sortKeysOf(list, (item) => item.value), direction, language)
  return {
    compact: Array.from(order, (index) => list[index]?.id),
    reference: sortRows(list, (item) => item.value, direction, language).map((item) => item.id),
  }
}

const TITLES: SortValue[] = [
  'Track 10', 'track 9', 'Track 100', 'Écho', 'echo', 'Echo 2', 'Zebra', 'Äpfel', 'apfel', '東京', '', undefined,
  'Ölfarbe', 'Lumière', 'lumiere', 'Track 9', '2 Become 1', '10 Years', 'Café Électrique', 'Cafe Electrique', 'Żółć', 'Zolc',
]

function seededTitles(count: number): SortValue[] {
  const words = ['Midnight', 'Rain', 'Brass', 'Écho', 'Ölfarbe', '東京', 'Lumière', 'blue', 'Blue', 'Żółć']
  let state = 7
  const next = () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648)
  return Array.from({ length: count }, () => {
    const roll = next() % 20
    if (roll === 0) return undefined
    if (roll === 1) return ''
    return `${words[next() % words.length]} ${next() % 120}`
  })
}

describe('sortOrder (the background sort)', () => {
  it.each(['ascending', 'descending'] as const)('orders texts with numbers inside, accents and missing values like sortRows (%s)', (direction) => {
    const { compact, reference } = bothOrders(items(TITLES), direction)
    expect(compact).toEqual(reference)
    // Missing values last in both directions.
    expect(compact.slice(-2)).toEqual([10, 11])
  })

  it('reads numbers inside texts as numbers', () => {
    const { compact } = bothOrders(items(['Track 10', 'track 9', 'Track 100', '10 Years', '2 Become 1']), 'ascending')
    expect(compact).toEqual([4, 3, 1, 0, 2])
  })

  it('keeps rows with equal keys (to the collator: case and accents aside) in their own order', () => {
    const list = items(['b', 'A', 'a', 'á', 'B', 'a', 'À'])
    const { compact, reference } = bothOrders(list, 'ascending')
    expect(compact).toEqual([1, 2, 3, 5, 6, 0, 4])
    expect(compact).toEqual(reference)
    expect(bothOrders(list, 'descending').compact).toEqual([0, 4, 1, 2, 3, 5, 6])
  })

  it('sorts numbers by value and a column mixing numbers and texts as sortRows does', () => {
    for (const values of [
      [3, 1.5, undefined, -2, 10, 1.25, 0, 3],
      [12, 'b', 2, undefined, 'a 10', 'a 9', 1.5, ''],
    ] as SortValue[][]) {
      for (const direction of ['ascending', 'descending'] as const) {
        const { compact, reference } = bothOrders(items(values), direction)
        expect(compact).toEqual(reference)
      }
    }
    expect(bothOrders(items([3, 1.5, undefined, -2, 10, 1.25, 0, 3]), 'ascending').compact).toEqual([3, 6, 5, 1, 0, 7, 4, 2])
  })

  it.each(['en-US', 'de', 'sv', 'zh-Hans'])('gives the same order as sortRows for 3,000 seeded titles in %s', (language) => {
    const list = items(seededTitles(3_000))
    for (const direction of ['ascending', 'descending'] as const) {
      const { compact, reference } = bothOrders(list, direction, language)
      expect(compact).toEqual(reference)
    }
  })

  it('sorts an empty list and a list without any value', () => {
    expect(bothOrders([], 'ascending').compact).toEqual([])
    expect(bothOrders(items([undefined, '', undefined]), 'descending').compact).toEqual([0, 1, 2])
  })
})

describe('sortKeysInSlices', () => {
  it('reads the same keys as sortKeysOf, a slice per task', async () => {
    const list = items([...seededTitles(2 * KEY_SLICE + 5), 3, 1.5])
    const read: number[] = []
    const keys = await sortKeysInSlices(list, (item) => (read.push(item.id), item.value), new AbortController().signal)
    expect(keys).toEqual(sortKeysOf(list, (item) => item.value))
    expect(read).toHaveLength(list.length)
  })

  it('stops reading once aborted, answering null', async () => {
    const list = items(seededTitles(3 * KEY_SLICE))
    const controller = new AbortController()
    let read = 0
    const keys = sortKeysInSlices(list, (item) => {
      if (++read === KEY_SLICE) controller.abort()
      return item.value
    }, controller.signal)
    expect(await keys).toBeNull()
    expect(read).toBe(KEY_SLICE)
  })
})
