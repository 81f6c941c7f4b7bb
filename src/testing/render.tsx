import { Theme } from '@radix-ui/themes'
import type { RenderResult } from '@testing-library/react'
import { render } from '@testing-library/react'
import type { Scope } from 'effector'
import { Provider } from 'effector-react'
import type { i18n } from 'i18next'
import type { ReactElement } from 'react'
import { I18nextProvider } from 'react-i18next'
import { createTestI18n } from './i18n'

/** Renders inside the app's providers: a forked effector scope, en-US texts and the Radix theme. */
export function renderInScope(ui: ReactElement, options: { scope: Scope; i18n?: i18n }): RenderResult {
  const i18n = options.i18n ?? createTestI18n()
  return render(
    <Provider value={options.scope}>
      <I18nextProvider i18n={i18n}>
        <Theme>{ui}</Theme>
      </I18nextProvider>
    </Provider>,
  )
}
