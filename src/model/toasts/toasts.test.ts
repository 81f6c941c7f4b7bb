import { allSettled, fork } from 'effector'
import { afterEach, expect, it, vi } from 'vitest'
import { $toasts, TOAST_AUTOCLOSE_MS, toastShown } from './toasts'

afterEach(() => {
  vi.useRealTimers()
})

it('closes each toast 5 s after it was shown, the later one later', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout'] })
  const scope = fork()
  const messages = () => scope.getState($toasts).map((toast) => toast.message)
  const first = allSettled(toastShown, { scope, params: { tone: 'success', message: 'first' } })
  await vi.advanceTimersByTimeAsync(1000)
  const second = allSettled(toastShown, { scope, params: { tone: 'error', message: 'second' } })
  expect(messages()).toEqual(['first', 'second'])
  await vi.advanceTimersByTimeAsync(TOAST_AUTOCLOSE_MS - 1000)
  expect(messages()).toEqual(['second'])
  await vi.advanceTimersByTimeAsync(1000)
  expect(messages()).toEqual([])
  await Promise.all([first, second])
})
