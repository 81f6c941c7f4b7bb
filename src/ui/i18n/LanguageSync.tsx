import { useUnit } from 'effector-react'
import { useEffect, useRef } from 'react'
import { whenIdle } from '../../model/timing/when-idle'
import { $languageCode } from '../../model/preferences/language'
import { loadDateLocale } from './date-locale'
import { useTexts } from './use-texts'

/** Keeps i18next, the date-fns locale and the page's lang attribute on the chosen language. */
export function LanguageSync() {
  const language = useUnit($languageCode)
  const { i18n } = useTexts()
  const started = useRef(false)
  useEffect(() => {
    if (i18n.language !== language) void i18n.changeLanguage(language)
    // Dates are written in the language too: its date-fns locale travels with a change of
    // language; at start-up it waits until the app is idle (nothing the start draws writes a date
    // with date-fns, and a table that does asks for it itself).
    if (started.current) void loadDateLocale(language)
    else void whenIdle(5000).then(() => loadDateLocale(language))
    started.current = true
    document.documentElement.lang = language
  }, [language, i18n])
  return null
}
