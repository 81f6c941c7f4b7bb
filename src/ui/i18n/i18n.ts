import type { BackendModule, ReadCallback } from 'i18next'
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { FALLBACK_LANGUAGE } from '../../model/preferences/language'
import type { LocaleTree } from './locale-files'
import { installNumberFormatter } from './number-formatter'
import LOCALES from 'virtual:tonearm-locales'

/**
 * One chunk per language, fetched when the language is used: its area files merged at build
 * time (scripts/vite/locale-bundle-plugin.ts), never in the first chunk.
 */
async function loadLanguage(language: string): Promise<LocaleTree | null> {
  const load = LOCALES[language]
  return load ? (await load()).default : null
}

const lazyLocales: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language: string, _namespace: string, callback: ReadCallback) => {
    loadLanguage(language).then(
      (resource) => (resource ? callback(null, resource) : callback(new Error(`No translation for ${language}`), false)),
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
  installNumberFormatter(i18next)
  return i18next
}
