import type { Locale } from 'date-fns'
import { useUnit } from 'effector-react'
import { $languageCode } from '../../model/preferences/language'
import { useDateLocale as useLanguageDateLocale } from '../i18n/date-locale'

/** The current language's date-fns locale; undefined (date-fns' English) until it has loaded. */
export function useDateLocale(): Locale | undefined {
  return useLanguageDateLocale(useUnit($languageCode))
}

/** The current interface language, for Intl number formats. */
export function useLanguage(): string {
  return useUnit($languageCode)
}
