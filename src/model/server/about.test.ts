import { allSettled, createWatch } from 'effector'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { toastShown } from '../toasts/toasts'
import { stubFetch, subsonicFailed, subsonicOk } from '../../testing/fetch'
import { forkWithShell, signIn } from '../../testing/scope'
import { settleWithFakeTimers } from '../../testing/settle'
import { $serverAbout, aboutShown, CLIENT_NAME, CLIENT_VERSION } from './about'
import { serverLinkCopyRequested } from './copy-server-link'

afterEach(() => {
  vi.unstubAllGlobals()
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

  /** Copies the server link with `writeText` as the clipboard's, signed in: the toasts it showed. */
  async function copyLink(writeText: (text: string) => Promise<void>): Promise<unknown[]> {
    stubFetch(() => subsonicOk())
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    const { scope } = forkWithShell()
    await signIn(scope)
    const shown: unknown[] = []
    createWatch({ unit: toastShown, scope, fn: (toast) => shown.push(toast) })
    await settleWithFakeTimers(() => allSettled(serverLinkCopyRequested, { scope }))
    return shown
  }

  it('copies the server link and says so', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>(async () => undefined)
    expect(await copyLink(writeText)).toEqual([{ tone: 'success', message: 'about.copied' }])
    expect(writeText).toHaveBeenCalledWith('http://music.test')
  })

  it('says so when the clipboard refuses the link', async () => {
    expect(await copyLink(async () => Promise.reject(new Error('denied')))).toEqual([{ tone: 'error', message: 'about.copyFailed' }])
  })
})
