import { allSettled } from 'effector'
import { describe, expect, it, vi } from 'vitest'
import { createMemoryShell } from '../../shell/memory-shell'
import { forkWithShell } from '../../testing/scope'
import { $sidebarExpanded, SIDEBAR_COOKIE, SIDEBAR_COOKIE_MAX_AGE, sidebarRestoreRequested, sidebarSet, sidebarToggled } from './sidebar'

function shellWithCookieSpy() {
  const shell = createMemoryShell()
  const set = vi.fn<(name: string, value: string, maxAgeSeconds: number) => void>(shell.cookies.set)
  return { shell: { ...shell, cookies: { ...shell.cookies, set } }, set }
}

describe('sidebar', () => {
  it('is expanded by default', () => {
    expect(forkWithShell().scope.getState($sidebarExpanded)).toBe(true)
  })

  it('writes its state to the sidebar_state cookie for 7 days', async () => {
    const { shell, set } = shellWithCookieSpy()
    const { scope } = forkWithShell({ shell })
    await allSettled(sidebarToggled, { scope })
    expect(scope.getState($sidebarExpanded)).toBe(false)
    expect(set).toHaveBeenLastCalledWith('sidebar_state', 'false', 604800)
    await allSettled(sidebarToggled, { scope })
    expect(set).toHaveBeenLastCalledWith('sidebar_state', 'true', 604800)
    await allSettled(sidebarSet, { scope, params: false })
    expect(set).toHaveBeenLastCalledWith('sidebar_state', 'false', 604800)
    expect(SIDEBAR_COOKIE).toBe('sidebar_state')
    expect(SIDEBAR_COOKIE_MAX_AGE).toBe(7 * 24 * 60 * 60)
  })

  it('restores a collapsed sidebar from the cookie', async () => {
    const shell = createMemoryShell()
    shell.cookieData.set('sidebar_state', 'false')
    const { scope } = forkWithShell({ shell })
    await allSettled(sidebarRestoreRequested, { scope })
    expect(scope.getState($sidebarExpanded)).toBe(false)
  })

  it('round-trips through the cookie', async () => {
    const first = forkWithShell()
    await allSettled(sidebarToggled, { scope: first.scope })
    const second = forkWithShell({ shell: { ...createMemoryShell(), cookies: first.shell.cookies } })
    await allSettled(sidebarRestoreRequested, { scope: second.scope })
    expect(second.scope.getState($sidebarExpanded)).toBe(false)
  })

  it('ignores a cookie that is not true or false', async () => {
    const shell = createMemoryShell()
    shell.cookieData.set('sidebar_state', 'collapsed')
    const { scope } = forkWithShell({ shell })
    await allSettled(sidebarRestoreRequested, { scope })
    expect(scope.getState($sidebarExpanded)).toBe(true)
  })
})
