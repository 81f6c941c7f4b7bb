import type { ComponentType } from 'react'
import { lazy } from 'react'
import { loadChunk } from '../errors/chunk-error'

/**
 * A screen whose code loads on demand, like React.lazy, but which renders at once once loaded.
 * React.lazy suspends on its first render even when the code has arrived, and React 19 holds a
 * revealed Suspense boundary back for up to 300 ms: a navigation that awaits `preload()` (route-gate.ts) makes
 * the first render find the code ready, so nothing suspends and the screen paints right away.
 */
export function preloadable<K extends string, P extends object = object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): { readonly Component: ComponentType<P>; readonly preload: () => Promise<void> } {
  let loaded: ComponentType<P> | null = null
  let pending: Promise<void> | null = null
  const preload = () =>
    (pending ??= loadChunk(load)().then(
      (module) => {
        loaded = module[name]
      },
      (error: unknown) => {
        pending = null // a failed chunk may load on the next try
        throw error
      },
    ))
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType<P> })))
  function Component(props: P) {
    const Loaded = loaded
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />
  }
  return { Component, preload }
}
