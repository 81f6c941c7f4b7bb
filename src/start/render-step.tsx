import type { Scope } from 'effector'
import { startTransition, useEffect } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from '../ui/app/App'
import type { AppRouterParts } from '../ui/router/AppRouter'

/** Rendered after the app: its effect runs once every effect of the app (the keyboard listener's) has. */
function Mounted({ onMounted }: { onMounted: () => void }) {
  useEffect(onMounted, [onMounted])
  return null
}

/**
 * Last start-up step: React renders the app, as a transition so that React yields to the browser
 * every few milliseconds instead of rendering the whole tree in one task. Resolves once the app
 * is on screen and listening.
 */
export function renderApp(root: HTMLElement, scope: Scope, router: AppRouterParts): Promise<void> {
  const reactRoot = createRoot(root)
  return new Promise((resolve) => {
    startTransition(() =>
      reactRoot.render(
        <>
          <App scope={scope} router={router} />
          <Mounted onMounted={resolve} />
        </>,
      ),
    )
  })
}
