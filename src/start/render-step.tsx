import type { Scope } from 'effector'
import { startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from '../ui/app/App'
import type { startRouter } from './router-step'

/**
 * Last start-up step: React renders the app, as a transition so that React yields to the browser
 * every few milliseconds instead of rendering the whole tree in one task.
 */
export function renderApp(root: HTMLElement, scope: Scope, router: ReturnType<typeof startRouter>) {
  const reactRoot = createRoot(root)
  startTransition(() => reactRoot.render(<App scope={scope} router={router} />))
}
