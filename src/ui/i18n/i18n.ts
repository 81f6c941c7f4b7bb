import type { BackendModule, ReadCallback } from 'i18next'
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { FALLBACK_LANGUAGE } from '../../model/preferences/language'

/** One chunk per language, fetched when that language is used: never all in the first chunk. */
const LOCALES = import.meta.glob<{ default: Record<string, unknown> }>('../../../locales/*.json')

const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language: string, _namespace: string, callback: ReadCallback) => {
    const load = LOCALES[`../../../locales/${language}.json`]
    if (!load) {
      callback(new Error(`No translation for ${language}`), false)
      return
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    )
  },
}

export async function initI18n(language: string): Promise<typeof i18next> {
  if (i18next.isInitialized) {
    await i18next.changeLanguage(language)
    return i18next
  }
  await i18next
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: FALLBACK_LANGUAGE,
      load: 'currentOnly',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    })
  return i18next
}
