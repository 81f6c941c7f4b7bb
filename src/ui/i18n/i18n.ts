import type { BackendModule, ReadCallback } from 'i18next'
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { FALLBACK_LANGUAGE } from '../../model/preferences/language'
import type { LocaleTree } from './locale-files'
import { mergeLocaleFiles, parseLocalePath } from './locale-files'

/** Fetched when their language is used (one chunk per language): never in the first chunk. */
const LOCALE_FILES = import.meta.glob<{ default: LocaleTree }>('../../../locales/*/*.json')

async function loadLanguage(language: string): Promise<LocaleTree | null> {
  const entries = Object.entries(LOCALE_FILES).flatMap(([file, load]) => {
    const parsed = parseLocalePath(file)
    return parsed?.language === language ? [{ path: parsed.path, load }] : []
  })
  if (entries.length === 0) return null
  const files = await Promise.all(entries.map(async ({ path, load }) => ({ path, content: (await load()).default })))
  return mergeLocaleFiles(files)
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
  return i18next
}
