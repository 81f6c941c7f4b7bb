import type { ComponentType } from 'react'
import { useEffect, useState } from 'react'
import { loadChunk } from '../errors/chunk-error'

/**
 * A dialog whose code loads on demand and which shows the moment it has arrived. React.lazy
 * suspends on the first render even when the code is already there, and React 19 then holds the
 * revealed content back for up to 300 ms (its Suspense throttle): the palette opened 0.3 s after
 * Ctrl+K. This renders the loaded component at once when `preload()` has run before (the palette
 * is fetched once the app is idle), and otherwise nothing until its code arrives, then renders
 * again as an ordinary update. A failed load is thrown to the dialog's error boundary.
 */
export function loadedOnOpen(load: () => Promise<ComponentType>): { readonly Dialog: ComponentType; readonly preload: () => Promise<void> } {
  let loaded: ComponentType | null = null
  let pending: Promise<void> | null = null
  const preload = () =>
    (pending ??= load().then(
      (component) => {
        loaded = component
      },
      (error: unknown) => {
        pending = null // a failed chunk may load on the next try
        throw error
      },
    ))
  function Dialog() {
    const [, arrived] = useState(0)
    const [failed, setFailed] = useState<{ error: unknown } | null>(null)
    useEffect(() => {
      if (loaded) return
      let current = true
      preload().then(
        () => current && arrived(1),
        (error: unknown) => current && setFailed({ error }),
      )
      return () => {
        current = false
      }
    }, [])
    if (failed) throw failed.error
    const Loaded = loaded
    return Loaded ? <Loaded /> : null
  }
  return { Dialog, preload }
}

/** A dialog for DialogHost whose code is fetched the first time it opens (a failed fetch: a ChunkLoadError). */
export function dialogLoadedOnOpen(load: () => Promise<ComponentType>): ComponentType {
  return loadedOnOpen(loadChunk(load)).Dialog
}
