import { afterEach, expect, it, vi } from 'vitest'
import { whenIdle } from './when-idle'

afterEach(() => vi.unstubAllGlobals())

it('resolves from an idle callback with a deadline, or at the next macrotask where there is none', async () => {
  const calls: Array<{ run: () => void; options: unknown }> = []
  vi.stubGlobal('requestIdleCallback', (run: () => void, options: unknown) => calls.push({ run, options }))
  let resolved = false
  const idle = whenIdle(300).then(() => (resolved = true))
  await Promise.resolve()
  expect(resolved).toBe(false)
  expect(calls).toHaveLength(1)
  expect(calls[0]?.options).toEqual({ timeout: 300 })
  calls[0]?.run()
  await idle
  expect(resolved).toBe(true)

  vi.stubGlobal('requestIdleCallback', undefined)
  await expect(whenIdle()).resolves.toBeUndefined()
})
