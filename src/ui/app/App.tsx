import type { Scope } from 'effector'
import { Provider } from 'effector-react'
import { StrictMode } from 'react'
import type { createBrowserRouter } from 'react-router-dom'
import { RouterProvider } from 'react-router-dom'
import { KeyboardListener } from '../commands/KeyboardListener'
import { AppFailed } from '../errors/AppFailed'
import { ErrorBoundary } from '../errors/ErrorBoundary'
import { LanguageSync } from '../i18n/LanguageSync'
import { Announcer } from '../layout/Announcer'
import { FocusKeeper } from '../layout/FocusKeeper'
import { InputGuards } from '../layout/InputGuards'
import { MobileGate } from '../layout/MobileGate'
import { ThemeRoot } from '../theme/ThemeRoot'
import { Toaster } from '../toasts/Toaster'

type Router = ReturnType<typeof createBrowserRouter>

const appFailed = () => <AppFailed />

export function App({ scope, router }: { scope: Scope; router: Router }) {
  return (
    <StrictMode>
      <Provider value={scope}>
        <ThemeRoot>
          <LanguageSync />
          <KeyboardListener />
          <InputGuards />
          <FocusKeeper />
          <MobileGate>
            <ErrorBoundary name="app" fallback={appFailed}>
              <RouterProvider router={router} />
            </ErrorBoundary>
          </MobileGate>
          <Toaster />
          <Announcer />
        </ThemeRoot>
      </Provider>
    </StrictMode>
  )
}
