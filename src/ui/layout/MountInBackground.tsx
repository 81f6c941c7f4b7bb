import type { ReactNode } from 'react'
import { startTransition, useEffect, useState } from 'react'

/**
 * Shows `fallback`, then mounts `children` in a transition: React renders them in slices with
 * the browser's turn between, instead of one task. For what is heavy to mount cold (a table or a
 * grid of albums with their data: a cold start on a list screen drew it in a 60–85 ms task).
 * Used where the data has arrived: the fallback shows for a frame or two, not while loading.
 */
export function MountInBackground({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [mounted, setMounted] = useState(false)
  useEffect(() => {
    startTransition(() => setMounted(true))
  }, [])
  return mounted ? children : fallback
}
