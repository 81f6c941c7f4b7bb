import { allSettled } from 'effector'
import { describe, expect, it } from 'vitest'
import { createMemoryShell } from '../../shell/memory-shell'
import { forkWithShell } from '../../testing/scope'
import { $reloadVerdict, playingReported } from './reload-guard'

describe('$reloadVerdict', () => {
  it('lets a browser reload while nothing plays, and asks first while music plays', async () => {
    const { scope } = forkWithShell()
    expect(scope.getState($reloadVerdict)).toBe('allow')
    await allSettled(playingReported, { scope, params: true })
    expect(scope.getState($reloadVerdict)).toBe('confirm')
    await allSettled(playingReported, { scope, params: false })
    expect(scope.getState($reloadVerdict)).toBe('allow')
  })

  it('blocks reloads in the desktop app, playing or not', async () => {
    const { scope } = forkWithShell({ shell: { ...createMemoryShell(), kind: 'desktop', reloadPolicy: 'blocked' } })
    expect(scope.getState($reloadVerdict)).toBe('block')
    await allSettled(playingReported, { scope, params: true })
    expect(scope.getState($reloadVerdict)).toBe('block')
  })
})
