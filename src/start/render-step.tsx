import type { Scope } from 'effector'
import { createRoot } from 'react-dom/client'
import { App } from '../ui/app/App'
import type { startRouter } from './router-step'

/** Last start-up step: React renders the app. */
export function renderApp(root: HTMLElement, scope: Scope, router: ReturnType<typeof startRouter>) {
  createRoot(root).render(<App scope={scope} router={router} />)
}
