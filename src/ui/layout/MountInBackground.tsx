import type { ReactNode } from 'react'
import { startTransition, useEffect, useState } from 'react'

let startedUp = false

/** The app has left the page it started on (MainLayout): from then on, MountInBackground mounts at once. */
export function firstScreenLeft(): void {
  startedUp = true
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
