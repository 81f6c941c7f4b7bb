import type { ApiFailure } from './failure'

/**
 * Whether a server call got an answer (any answer, a refusal too) or never reached the server
 * (no connection, no answer in time, a gateway in front of a server that is down). The model
 * listens to tell "the server cannot be reached" from "the server said no"; a call the app
 * cancelled itself is reported as neither.
 */
export type CallOutcome = 'answered' | 'unreachable'

/** `server`: the address of the server called (the model ignores calls to another, such as a login's probe). */
type Listener = (outcome: CallOutcome, server: string) => void

let listener: Listener | null = null

/** The one listener of every call's outcome (the app's); a new one replaces the previous. Returns a detach. */
export function watchCallOutcomes(next: Listener): () => void {
  listener = next
  return () => {
    if (listener === next) listener = null
  }
}

export function reportCallOutcome(outcome: CallOutcome, server: string): void {
  listener?.(outcome, server)
}

/** The gateway statuses a reverse proxy answers when the server behind it is down or too slow. */
const GATEWAY_DOWN = new Set([502, 503, 504])

/** The call never reached a working server: worth trying again later, unlike a refusal. */
export function isUnreachable(failure: ApiFailure): boolean {
  return failure.kind === 'network' || failure.kind === 'timeout' || (failure.kind === 'http' && GATEWAY_DOWN.has(failure.status))
}
