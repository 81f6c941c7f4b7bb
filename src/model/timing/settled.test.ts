import { allSettled, createEvent, createWatch, fork } from 'effector'
import { expect, it } from 'vitest'
import { settleWithFakeTimers } from '../../testing/settle'
import { delayed, settled } from './settled'

const typed = createEvent<string>()
const typedSettled = settled({ key: 'test:typed', source: typed, timeout: 300 })
const clicked = createEvent<number>()
const clickedSettled = settled({ key: 'test:clicked', source: clicked, timeout: 300 })
const shown = createEvent<number>()
const shownLater = delayed({ key: 'test:shown', source: shown, timeout: 300 })

it('fires once with the last payload of a burst, each key on its own', async () => {
  const scope = fork()
  const fired: unknown[] = []
  createWatch({ unit: typedSettled, scope, fn: (text) => fired.push(text) })
  createWatch({ unit: clickedSettled, scope, fn: (count) => fired.push(count) })
  await settleWithFakeTimers(async () => {
    await Promise.all([
      allSettled(typed, { scope, params: 'a' }),
      allSettled(typed, { scope, params: 'ab' }),
      allSettled(clicked, { scope, params: 1 }),
      allSettled(typed, { scope, params: 'abc' }),
    ])
  }, 100)
  expect(fired).toEqual([1, 'abc'])
})

it('a delay fires every payload once, its timeout after it came', async () => {
  const scope = fork()
  const fired: number[] = []
  createWatch({ unit: shownLater, scope, fn: (id) => fired.push(id) })
  await settleWithFakeTimers(async () => {
    await Promise.all([allSettled(shown, { scope, params: 1 }), allSettled(shown, { scope, params: 2 })])
  }, 100)
  expect(fired).toEqual([1, 2])
})
