import { isLeft, isRight } from 'fp-ts/Either'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { REQUEST_TIMEOUT_MS } from './constants'
import type { EarlyReply } from './early-replies'
import { adoptEarlyReplies, dropEarlyReplies } from './early-replies'
import { fetchJson } from './transport'

const URL_A = 'http://127.0.0.1:4040/rest/ping.view?u=a&v=1.16.0&c=Tonearm&f=json&p=enc%3A61'

afterEach(() => {
  dropEarlyReplies()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe("index.html's early replies", () => {
  it('answer a GET of the very same address once; a failed one (null) is asked again', async () => {
    const server = vi.fn<() => Promise<Response>>(() => Promise.resolve(new Response('{"from":"server"}')))
    vi.stubGlobal('fetch', server)
    const reply: EarlyReply = { status: 200, statusText: 'OK', headers: new Headers(), text: '{"from":"page"}' }
    adoptEarlyReplies({ [URL_A]: Promise.resolve(reply), [`${URL_A}&x=1`]: Promise.resolve(null) })
    const first = await fetchJson(new URL(URL_A))
    expect(isRight(first) && first.right.json).toEqual({ from: 'page' })
    expect(server).not.toHaveBeenCalled()
    const again = await fetchJson(new URL(URL_A))
    expect(isRight(again) && again.right.json).toEqual({ from: 'server' })
    const failedEarly = await fetchJson(new URL(`${URL_A}&x=1`))
    expect(isRight(failedEarly) && failedEarly.right.json).toEqual({ from: 'server' })
  })

  it('time out like a request of the app when the early one never ends', async () => {
    vi.useFakeTimers()
    adoptEarlyReplies({ [URL_A]: new Promise<EarlyReply | null>(() => {}) })
    const pending = fetchJson(new URL(URL_A))
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS)
    const result = await pending
    expect(isLeft(result) && result.left.kind).toBe('timeout')
  })
})
