import type { Scope } from 'effector'
import type { ReactElement } from 'react'
import { stubFetch, subsonicOk } from './fetch'
import { renderRoute } from './render-route'
import { forkWithShell, signIn } from './scope'
import { TOASTS_CLOSE_AT_ONCE } from './toast-log'

/** What the every-control walks (every-control.ts) run in: a signed-in scope, a server's replies, a route rendered. */

export type Replies = Readonly<Record<string, unknown>>

/** Answers each Subsonic call by its method name from `replies` (an empty `ok` otherwise). */
export function answerFrom(replies: Replies): void {
  stubFetch((url) => subsonicOk((replies[url.pathname.split('/').pop()?.replace(/\.view$/, '') ?? ''] ?? {}) as Record<string, unknown>))
}

/** A signed-in scope whose server answers from `replies`. */
export async function signedInScope(replies: Replies): Promise<Scope> {
  answerFrom(replies)
  const { scope } = forkWithShell({ handlers: [TOASTS_CLOSE_AT_ONCE] })
  await signIn(scope)
  return scope
}

/** Renders `element` at `path` (matched by `route`) with virtual lists and grids that show every item. */
export function renderAt(scope: Scope, path: string, route: string, element: ReactElement): void {
  renderRoute({ scope, path: route, at: path, element })
}
