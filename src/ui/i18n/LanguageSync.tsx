import { useUnit } from 'effector-react'
import { useEffect } from 'react'
import { useTexts } from './use-texts'
import { $languageCode } from '../../model/preferences/language'
import { loadDateLocale } from './date-locale'

/** Keeps i18next, the date-fns locale and the page's lang attribute on the chosen language. */
export function LanguageSync() {
  const language = useUnit($languageCode)
  const { i18n } = useTexts()
  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language)
    // Dates are written in the language too: its date-fns locale travels with it.
    void loadDateLocale(language)
    document.documentElement.lang = language
  }, [language, i18n])
  return null
}
