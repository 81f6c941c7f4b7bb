import { allSettled, createEvent, createStore, fork } from 'effector'
import { describe, expect, it, vi } from 'vitest'
import { lazyModule } from './lazy-module'

/** A module as a lazy import would give it: an event and a store of what the event brought. */
function fakeModule() {
  const run = createEvent<string>()
  const $runs = createStore<readonly string[]>([]).on(run, (runs, payload) => [...runs, payload])
  return { run, $runs }
}

function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok
    reject = fail
  })
  return { promise, resolve, reject }
}

describe('lazyModule', () => {
  it('runs a request fired before its module loaded once, in its scope, when the module arrives', async () => {
    const module = fakeModule()
    const arrival = deferred<typeof module>()
    const importModule = vi.fn<() => Promise<typeof module>>(() => arrival.promise)
    const requested = lazyModule(importModule).request((loaded) => loaded.run)
    const scope = fork()
    const other = fork()

    const settled = allSettled(requested, { scope, params: 'first' })
    expect(importModule).toHaveBeenCalledTimes(1)
    expect(scope.getState(module.$runs)).toEqual([])
    arrival.resolve(module)
    await settled

    expect(scope.getState(module.$runs)).toEqual(['first'])
    expect(other.getState(module.$runs)).toEqual([])
    expect(module.$runs.getState()).toEqual([])
  })

  it('replays two early requests, of two events of one module, in the order they came', async () => {
    const module = { ...fakeModule(), other: createEvent<string>() }
    const $order = createStore<readonly string[]>([])
      .on(module.run, (order, payload) => [...order, `run ${payload}`])
      .on(module.other, (order, payload) => [...order, `other ${payload}`])
    const arrival = deferred<typeof module>()
    const importModule = vi.fn<() => Promise<typeof module>>(() => arrival.promise)
    const lazy = lazyModule(importModule)
    const run = lazy.request((loaded) => loaded.run)
    const other = lazy.request((loaded) => loaded.other)
    const scope = fork()

    const first = allSettled(run, { scope, params: 'a' })
    const second = allSettled(other, { scope, params: 'b' })
    const third = allSettled(run, { scope, params: 'c' })
    arrival.resolve(module)
    await Promise.all([first, second, third])

    expect(scope.getState($order)).toEqual(['run a', 'other b', 'run c'])
    expect(importModule).toHaveBeenCalledTimes(1)
  })

  it('sends later requests straight to the module, without loading it again', async () => {
    const module = fakeModule()
    const importModule = vi.fn<() => Promise<typeof module>>(async () => module)
    const requested = lazyModule(importModule).request((loaded) => loaded.run)
    const scope = fork()

    await allSettled(requested, { scope, params: 'first' })
    await allSettled(requested, { scope, params: 'second' })

    expect(scope.getState(module.$runs)).toEqual(['first', 'second'])
    expect(importModule).toHaveBeenCalledTimes(1)
  })

  it('asks again on the next request when the module failed to load', async () => {
    const module = fakeModule()
    const importModule = vi.fn<() => Promise<typeof module>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(module)
    const requested = lazyModule(importModule).request((loaded) => loaded.run)
    const scope = fork()
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})

    await allSettled(requested, { scope, params: 'lost' })
    expect(scope.getState(module.$runs)).toEqual([])
    expect(logged).toHaveBeenCalledTimes(1)
    logged.mockRestore()

    await allSettled(requested, { scope, params: 'again' })
    expect(scope.getState(module.$runs)).toEqual(['again'])
    expect(importModule).toHaveBeenCalledTimes(2)
  })
})
