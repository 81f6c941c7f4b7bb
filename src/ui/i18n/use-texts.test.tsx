import { act, render, screen } from '@testing-library/react'
import type { TFunction } from 'i18next'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import { createTestI18n } from '../../testing/i18n'
import { useTexts } from './use-texts'

describe('useTexts', () => {
  it('gives every component one shared t, and a new one in the new language when it changes', async () => {
    const i18n = createTestI18n()
    i18n.addResourceBundle('de', 'translation', { home: { title: 'Startseite' } })
    const seen: TFunction[] = []
    function Title({ testId }: { testId: string }) {
      const { t } = useTexts()
      seen.push(t)
      return <h1 data-testid={testId}>{t('home.title')}</h1>
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Title testId="a" />
        <Title testId="b" />
      </I18nextProvider>,
    )
    expect(screen.getByTestId('a')).toHaveTextContent('Home')
    expect(new Set(seen).size).toBe(1)
    await act(() => i18n.changeLanguage('de'))
    expect(screen.getByTestId('a')).toHaveTextContent('Startseite')
    expect(screen.getByTestId('b')).toHaveTextContent('Startseite')
    expect(new Set(seen).size).toBe(2)
  })
})
