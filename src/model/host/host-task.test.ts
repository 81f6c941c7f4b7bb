import { allSettled } from 'effector'
import { expect, it, vi } from 'vitest'
import { forkWithShell } from '../../testing/scope'
import { hostTaskFx } from './host-task'

it('runs a task with the shell of its scope and logs a failure with what was being done', async () => {
  const { scope, shell } = forkWithShell()
  const seen: unknown[] = []
  await allSettled(hostTaskFx, { scope, params: { run: (host) => seen.push(host) } })
  expect(seen).toEqual([shell])
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  try {
    await allSettled(hostTaskFx, { scope, params: { run: () => Promise.reject(new Error('no tray')), what: 'Could not set the tray' } })
    expect(warn).toHaveBeenCalledWith('Could not set the tray', new Error('no tray'))
  } finally {
    warn.mockRestore()
  }
})
