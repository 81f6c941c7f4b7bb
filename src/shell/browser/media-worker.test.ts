import { describe, expect, it } from 'vitest'
import type { MediaServer } from '../../api/core/media-route'
import { fakeWorkerContainer } from '../../testing/fake-worker-container'
import { connectMediaWorker } from './media-worker'

const alice: MediaServer = { key: 'x0123abcd', rest: 'https://music.example.org/rest/', auth: 'u=alice&v=1.16.0&c=Tonearm&p=enc%3A736573616d65' }

function connect(controlled: boolean, server: { current: MediaServer | null }) {
  const fake = fakeWorkerContainer(controlled)
  let controlledCalls = 0
  const idle: (() => void)[] = []
  const worker = connectMediaWorker({
    container: fake.container,
    scriptUrl: '/sw.js',
    scope: '/',
    currentServer: () => server.current,
    controlled: () => void controlledCalls++,
    whenIdle: (task) => void idle.push(task),
  })
  return { fake, worker, idle, controlledCalls: () => controlledCalls }
}

describe('the page’s side of the Service Worker', () => {
  it('on a warm start (a worker controls the page) routes media at once and tells the worker the server; registers only when idle', () => {
    const { fake, idle, controlledCalls } = connect(true, { current: alice })
    expect(controlledCalls()).toBe(1)
    expect(fake.posted).toEqual([{ type: 'tonearm-media-server', server: alice }])
    expect(fake.registered).toEqual([])
    for (const task of idle) task()
    expect(fake.registered).toEqual(['/sw.js /'])
  })

  it('on a first visit routes media only once the worker takes control, and tells it the server then', () => {
    const { fake, controlledCalls } = connect(false, { current: alice })
    expect(controlledCalls()).toBe(0)
    expect(fake.posted).toEqual([])
    fake.takeControl()
    expect(controlledCalls()).toBe(1)
    expect(fake.posted).toEqual([{ type: 'tonearm-media-server', server: alice }])
  })

  it('answers a restarted worker’s question for the signed-in server only, and tells it to forget on sign-out', async () => {
    const server = { current: alice as MediaServer | null }
    const { fake, worker } = connect(true, server)
    expect(await fake.ask(alice.key)).toEqual(alice)
    expect(await fake.ask('x99999999')).toBeNull()
    server.current = null
    worker.publish()
    expect(fake.posted.at(-1)).toEqual({ type: 'tonearm-media-forget', key: alice.key })
    expect(await fake.ask(alice.key)).toBeNull()
  })
})
