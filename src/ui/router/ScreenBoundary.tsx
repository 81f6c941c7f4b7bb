import type { ReactNode } from 'react'
import { useLocation } from 'react-router-dom'
import { ErrorBoundary } from '../errors/ErrorBoundary'
import { RouteFailed } from '../errors/RouteFailed'

const screenFailed = (error: unknown) => <RouteFailed error={error} />

/**
 * Around the layout's screen: a screen that failed to render or to load its code shows RouteFailed
 * in its place (the sidebar, the player bar and the audio stay); the next navigation, to the same
 * address too (its Try again), renders the screen anew.
 */
export function ScreenBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation()
  return (
    <ErrorBoundary name="screen" resetKey={key} fallback={screenFailed}>
      {children}
    </ErrorBoundary>
  )
}
