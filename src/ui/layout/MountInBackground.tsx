import type { ReactNode } from 'react'
import { startTransition, useEffect, useState } from 'react'
import { useLocation } from 'react-router-dom'

let startedUp = false

/** The app has left the page it started on (MainLayout): from then on, MountInBackground mounts at once. */
export function firstScreenLeft(): void {
  startedUp = true
}

/**
 * Calls `firstScreenLeft` at the first navigation. A component of its own, rendering nothing: the
 * layout that holds it does not render again with every address (its sidebar, header and player
 * bar did, for every click).
 */
export function FirstScreenWatch() {
  const { key } = useLocation()
  const [firstKey] = useState(key)
  useEffect(() => {
    if (key !== firstKey) firstScreenLeft()
  }, [key, firstKey])
  return null
}

/**
 * On the screen the app starts on (until the first navigation), shows `fallback`, then mounts `children`
 * in a transition: React renders them in slices with the browser's turn between, instead of one
 * task. A cold start straight onto a list screen drew its table with its data, all code still
 * cold, in a 60–85 ms task. After a navigation, children mount at once: a route change renders
 * them in a short task, and a frame of skeleton would only delay the data (≈ 30 ms on an album).
 */
export function MountInBackground({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [mounted, setMounted] = useState(startedUp)
  useEffect(() => {
    if (!mounted) startTransition(() => setMounted(true))
  }, [mounted])
  return mounted ? children : fallback
}
