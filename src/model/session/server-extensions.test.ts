import { allSettled } from 'effector'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NAVIDROME, navidromeFixture } from '../../testing/navidrome-fixtures'
import { jsonResponse, stubFetch } from '../../testing/fetch'
import { forkWithShell } from '../../testing/scope'
import { serverRemoved } from './server-config'
import { $serverExtensions, knownExtensions, serverExtensionsFx } from './server-extensions'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('server extensions', () => {
  it('keeps the names a Navidrome server advertises, for that server and user only', async () => {
    stubFetch(() => jsonResponse(navidromeFixture('getOpenSubsonicExtensions')))
    const { scope } = forkWithShell()
    await allSettled(serverExtensionsFx, { scope, params: NAVIDROME })
    const state = scope.getState($serverExtensions)
    expect(knownExtensions(state, NAVIDROME)).toEqual(['template'])
    expect(knownExtensions(state, { ...NAVIDROME, url: 'http://other.test' })).toBeNull()
    const bob = { ...NAVIDROME, credentials: { authType: 'password' as const, username: 'bob', password: 'pw' } }
    expect(knownExtensions(state, bob)).toBeNull()
  })

  it('reads an empty list as none, and forgets them when the server is removed', async () => {
    stubFetch(() => jsonResponse(navidromeFixture('getOpenSubsonicExtensions-empty')))
    const { scope } = forkWithShell()
    await allSettled(serverExtensionsFx, { scope, params: NAVIDROME })
    expect(knownExtensions(scope.getState($serverExtensions), NAVIDROME)).toEqual([])
    await allSettled(serverRemoved, { scope })
    expect(scope.getState($serverExtensions)).toBeNull()
  })
})
