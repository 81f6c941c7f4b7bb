import type { Locale } from 'date-fns'
import { useEffect, useState } from 'react'
import type { LanguageCode } from '../../model/preferences/language'

/**
 * Each language's date-fns locale, fetched with the language. en-US is date-fns' own
 * default (and the fallback), so nothing is fetched for it.
 */
const DATE_LOCALES: Readonly<Record<LanguageCode, (() => Promise<Locale>) | null>> = {
  'en-US': null,
  'es-ES': () => import('date-fns/locale/es').then((m) => m.es),
  'pt-BR': () => import('date-fns/locale/pt-BR').then((m) => m.ptBR),
  'zh-Hans': () => import('date-fns/locale/zh-CN').then((m) => m.zhCN),
  de: () => import('date-fns/locale/de').then((m) => m.de),
  ru: () => import('date-fns/locale/ru').then((m) => m.ru),
  fr: () => import('date-fns/locale/fr').then((m) => m.fr),
}

const loaded = new Map<LanguageCode, Locale>()

/** The locale to pass to date-fns (undefined: its default, en-US). */
export async function loadDateLocale(language: LanguageCode): Promise<Locale | undefined> {
  const load = DATE_LOCALES[language]
  if (!load) return undefined
  const cached = loaded.get(language)
  if (cached) return cached
  const locale = await load()
  loaded.set(language, locale)
  return locale
}

/** The date-fns locale of `language`; undefined (date-fns' own en-US) for en-US or until it has arrived. */
export function useDateLocale(language: LanguageCode): Locale | undefined {
  const [locale, setLocale] = useState(() => loaded.get(language))
  useEffect(() => {
    let live = true
    void loadDateLocale(language).then((found) => live && setLocale(found))
    return () => {
      live = false
    }
  }, [language])
  return locale
}
