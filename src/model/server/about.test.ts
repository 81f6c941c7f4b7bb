import { allSettled, createWatch } from 'effector'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { toastShown } from '../toasts/toasts'
import { stubFetch, subsonicFailed, subsonicOk } from '../../testing/fetch'
import { forkWithShell, signIn } from '../../testing/scope'
import { $serverAbout, aboutShown, CLIENT_NAME, CLIENT_VERSION } from './about'
import { copyServerLinkFx } from './copy-server-link'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('about', () => {
  it('is Tonearm 0.8.3', () => {
    expect(CLIENT_NAME).toBe('Tonearm')
    expect(CLIENT_VERSION).toBe('0.8.3')
  })

  it("reads the server's type, API version and own version from a ping", async () => {
    stubFetch(() => new Response(JSON.stringify({ 'subsonic-response': { status: 'ok', version: '1.16.1', type: 'navidrome', serverVersion: '0.53.3' } })))
    const { scope } = forkWithShell()
    await signIn(scope)
    await allSettled(aboutShown, { scope })
    expect(scope.getState($serverAbout)).toEqual({ status: 'ready', apiVersion: '1.16.1', type: 'navidrome', serverVersion: '0.53.3' })
  })

  it('keeps the server type found at login when the ping does not state one', async () => {
    stubFetch(() => new Response(JSON.stringify({ 'subsonic-response': { status: 'ok', version: '1.10.2' } })))
    const { scope } = forkWithShell()
    await signIn(scope)
    await allSettled(aboutShown, { scope })
    expect(scope.getState($serverAbout)).toEqual({ status: 'ready', apiVersion: '1.10.2', type: 'subsonic', serverVersion: null })
  })

  it('keeps what was stored at login when the ping fails', async () => {
    stubFetch(() => subsonicFailed(0, 'down'))
    const { scope } = forkWithShell()
    await signIn(scope)
    await allSettled(aboutShown, { scope })
    expect(scope.getState($serverAbout)).toEqual({ status: 'failed', apiVersion: '1.16.1', type: 'subsonic', serverVersion: null })
  })

  it('copies the server link and says so', async () => {
    stubFetch(() => subsonicOk())
    const writeText = vi.fn<(text: string) => Promise<void>>(async () => undefined)
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    const { scope } = forkWithShell()
    await signIn(scope)
    const shown: unknown[] = []
    createWatch({ unit: toastShown, scope, fn: (toast) => shown.push(toast) })
    vi.useFakeTimers({ toFake: ['setTimeout'] })
    const done = allSettled(copyServerLinkFx, { scope })
    for (let tick = 0; tick < 10 && shown.length === 0; tick++) await new Promise((resolve) => setImmediate(resolve))
    await vi.runAllTimersAsync()
    await done
    expect(writeText).toHaveBeenCalledWith('http://music.test')
    expect(shown).toEqual([{ tone: 'success', message: 'about.copied' }])
  })
})
