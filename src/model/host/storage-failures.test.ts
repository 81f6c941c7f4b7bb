import { allSettled } from 'effector'
import { describe, expect, it } from 'vitest'
import { createMemoryShell } from '../../shell/memory-shell'
import { forkWithShell } from '../../testing/scope'
import { recordToasts } from '../../testing/toast-log'
import { storageFailuresAttachRequested } from './storage-failures'

describe('failed settings writes', () => {
  it('are reported with one error toast per session', async () => {
    const handlers: ((key: string) => void)[] = []
    const shell = { ...createMemoryShell({ kind: 'desktop' }), onStorageWriteFailed: (handler: (key: string) => void) => void handlers.push(handler) }
    const { scope } = forkWithShell({ shell })
    const toasts = recordToasts(scope)
    await allSettled(storageFailuresAttachRequested, { scope })
    expect(handlers).toHaveLength(1)
    handlers[0]?.('app_store')
    handlers[0]?.('theme')
    expect(toasts()).toEqual([{ tone: 'error', text: 'Settings could not be saved: changes made now will be lost when Tonearm closes.' }])
  })
})
