import * as t from 'io-ts'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { stubFetch, subsonicFailed, subsonicOk } from '../../testing/fetch'
import type { CallOutcome } from './call-outcomes'
import { watchCallOutcomes } from './call-outcomes'
import type { Connection } from './connection'
import { request } from './request'

const connection: Connection = {
  url: 'http://music.test',
  protocolVersion: '1.16.0',
  credentials: { authType: 'token', username: 'alice', token: 'tok', salt: 'salt' },
}

let detach = () => {}
afterEach(() => {
  detach()
  vi.unstubAllGlobals()
})

/** The outcome the api reports for one call answered by `answer` (a throw: the connection dropped). */
async function outcomeOf(answer: () => Response, signal?: AbortSignal): Promise<readonly [CallOutcome, string][]> {
  const seen: [CallOutcome, string][] = []
  detach = watchCallOutcomes((outcome, server) => void seen.push([outcome, server]))
  stubFetch(answer)
  await request(connection, 'ping.view', t.unknown, {}, signal ? { signal } : {})
  return seen
}

describe('the outcome every call reports', () => {
  it('an answer, a refusal included, is "answered"; it names the server called', async () => {
    expect(await outcomeOf(() => subsonicOk())).toEqual([['answered', 'http://music.test']])
    expect(await outcomeOf(() => subsonicFailed(70, 'Not found'))).toEqual([['answered', 'http://music.test']])
    expect(await outcomeOf(() => new Response('oops', { status: 500 }))).toEqual([['answered', 'http://music.test']])
  })

  it('a dropped connection or a gateway saying the server is down is "unreachable"', async () => {
    const dropped = () => {
      throw new TypeError('Failed to fetch')
    }
    expect(await outcomeOf(dropped)).toEqual([['unreachable', 'http://music.test']])
    expect(await outcomeOf(() => new Response('Bad Gateway', { status: 502 }))).toEqual([['unreachable', 'http://music.test']])
    expect(await outcomeOf(() => new Response('Unavailable', { status: 503 }))).toEqual([['unreachable', 'http://music.test']])
  })

  it('a call the app cancelled says nothing of the server', async () => {
    const controller = new AbortController()
    controller.abort()
    const cancelled = () => {
      throw new DOMException('Aborted', 'AbortError')
    }
    expect(await outcomeOf(cancelled, controller.signal)).toEqual([])
  })
})
