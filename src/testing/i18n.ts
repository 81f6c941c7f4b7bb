import type { i18n } from 'i18next'
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import type { LocaleTree } from '../ui/i18n/locale-files'
import { mergeLocaleFiles, parseLocalePath } from '../ui/i18n/locale-files'

const EN_US_FILES = import.meta.glob<LocaleTree>('../../locales/en-US/*.json', { eager: true, import: 'default' })
const enUS = mergeLocaleFiles(
  Object.entries(EN_US_FILES).map(([file, content]) => ({ path: parseLocalePath(file)?.path ?? [], content })),
)

/** An i18next instance with the en-US texts, ready synchronously (no lazy backend). */
export function createTestI18n(): i18n {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    lng: 'en-US',
    fallbackLng: 'en-US',
    resources: { 'en-US': { translation: enUS } },
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  })
  return instance
}

/** Looks a dotted key up in en-US.json; undefined when it is missing or not a text. */
export function englishText(key: string): string | undefined {
  let node: unknown = enUS
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return typeof node === 'string' ? node : undefined
}
