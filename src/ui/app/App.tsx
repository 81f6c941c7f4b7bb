import type { Scope } from 'effector'
import { Provider, useUnit } from 'effector-react'
import { StrictMode, useEffect } from 'react'
import { KeyboardListener } from '../commands/KeyboardListener'
import { AppFailed } from '../errors/AppFailed'
import { ErrorBoundary } from '../errors/ErrorBoundary'
import { LanguageSync } from '../i18n/LanguageSync'
import { Announcer } from '../layout/Announcer'
import { FocusKeeper } from '../layout/FocusKeeper'
import { InputGuards } from '../layout/InputGuards'
import { MobileGate } from '../layout/MobileGate'
import type { AppRouterParts } from '../router/AppRouter'
import { AppRouter } from '../router/AppRouter'
import { TraySync } from '../desktop/TraySync'
import { ThemeRoot } from '../theme/ThemeRoot'
import { appRendered } from '../../model/update/update-requests'
import { Toaster } from '../toasts/Toaster'
import { SharedTooltip } from '../tooltip/SharedTooltip'

const appFailed = () => <AppFailed />
/** Tells the model the first render is on screen (an update just installed is then kept). */
function RenderedSignal() {
  const rendered = useUnit(appRendered)
  useEffect(() => rendered(), [rendered])
  return null
}

export function App({ scope, router }: { scope: Scope; router: AppRouterParts }) {
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
              <AppRouter router={router} />
            </ErrorBoundary>
          </MobileGate>
          <Toaster />
          <Announcer />
          <SharedTooltip />
          <RenderedSignal />
          <TraySync />
        </ThemeRoot>
      </Provider>
    </StrictMode>
  )
}
