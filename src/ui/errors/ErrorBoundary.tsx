import type { ErrorInfo, ReactNode } from 'react'
import { Component } from 'react'

interface Props {
  /** What to show instead of the children once they threw; `retry` renders them again. */
  readonly fallback: (error: unknown, retry: () => void) => ReactNode
  /** Names the boundary in the log ("big player", "dialog settings"…). */
  readonly name: string
  readonly children: ReactNode
  /** A change of it renders the children again once they failed (a screen's boundary: the address's key). */
  readonly resetKey?: unknown
}

interface State {
  readonly failed: { readonly error: unknown } | null
}

/**
 * Keeps a render error (or a chunk that failed to load) inside one part of the screen: the rest
 * of the app, and with it the audio, stays mounted.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: null }

  static getDerivedStateFromError(error: unknown): State {
    return { failed: { error } }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`Tonearm: the ${this.props.name} failed`, error, info.componentStack)
  }

  override componentDidUpdate(previous: Props, previousState: State): void {
    // Not the render that failed (it may come with a new key): a later one, with another key.
    if (this.state.failed && previousState.failed && previous.resetKey !== this.props.resetKey) this.retry()
  }

  retry = (): void => this.setState({ failed: null })

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.failed.error, this.retry) : this.props.children
  }
}
