import { allSettled } from 'effector'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ping } from '../../api/calls/ping'
import { stubFetch, subsonicFailed, subsonicOk } from '../../testing/fetch'
import { forkWithShell, signIn } from '../../testing/scope'
import { recordToasts } from '../../testing/toast-log'
import { $connection } from '../session/server-config'
import { $reachability, $unreachablePingMs, reachabilityAttachRequested, reachabilityPingDue } from './reachability'

afterEach(() => vi.unstubAllGlobals())

/** A signed-in scope the api's calls report to; `answer` answers every request (a throw: the connection dropped). */
async function scopeWithServer(answer: (url: URL) => Response) {
  const urls = stubFetch(answer).urls
  const { scope } = forkWithShell({ values: [[$unreachablePingMs, 3_600_000]] })
  await allSettled(reachabilityAttachRequested, { scope })
  await signIn(scope)
  const call = () => ping(scope.getState($connection)!)
  return { scope, call, pings: () => urls.filter((url) => url.pathname.endsWith('/ping.view')).length, toasts: recordToasts(scope) }
}

describe('whether the server can be reached', () => {
  it('a refusal is an answer: the server is still reachable and nothing is said', async () => {
    const { scope, call, toasts } = await scopeWithServer(() => subsonicFailed(70, 'Not found'))
    await call()
    await allSettled(scope)
    expect(scope.getState($reachability)).toBe('reachable')
    expect(toasts()).toEqual([])
  })

  it('one dropped call that a ping then answers is a blip: nothing is said', async () => {
    let drops = 1
    const { scope, call, pings, toasts } = await scopeWithServer(() => {
      if (drops-- > 0) throw new TypeError('Failed to fetch')
      return subsonicOk()
    })
    await call()
    await allSettled(scope)
    expect(pings()).toBe(2)
    expect(scope.getState($reachability)).toBe('reachable')
    expect(toasts()).toEqual([])
  })

  it('down: said once however many calls fail, pinged while down, and said once when it is back', async () => {
    let down = true
    const { scope, call, pings, toasts } = await scopeWithServer(() => {
      if (down) throw new TypeError('Failed to fetch')
      return subsonicOk()
    })
    await call()
    await call()
    await call()
    await allSettled(scope)
    expect(scope.getState($reachability)).toBe('unreachable')
    // The timer's ping while still down changes nothing.
    const before = pings()
    await allSettled(reachabilityPingDue, { scope })
    expect(pings()).toBe(before + 1)
    expect(scope.getState($reachability)).toBe('unreachable')

    down = false
    await allSettled(reachabilityPingDue, { scope })
    expect(scope.getState($reachability)).toBe('reachable')
    expect(toasts().map(({ tone, text }) => `${tone}: ${text}`)).toEqual([
      'info: The server cannot be reached. Tonearm keeps working: likes, ratings and playlist edits are kept and sent when it is back.',
      'success: The server is back.',
    ])
  })
})
