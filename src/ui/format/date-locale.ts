import type { Locale } from 'date-fns'
import { useUnit } from 'effector-react'
import { useEffect, useState } from 'react'
import type { LanguageCode } from '../../model/preferences/language'
import { $languageCode } from '../../model/preferences/language'

/** date-fns locales per interface language (SPEC §3 pairs), each fetched when first needed. */
const LOADERS: Record<LanguageCode, () => Promise<Locale>> = {
  'en-US': () => import('date-fns/locale/en-US').then((m) => m.enUS),
  'es-ES': () => import('date-fns/locale/es').then((m) => m.es),
  'pt-BR': () => import('date-fns/locale/pt-BR').then((m) => m.ptBR),
  'zh-Hans': () => import('date-fns/locale/zh-CN').then((m) => m.zhCN),
  de: () => import('date-fns/locale/de').then((m) => m.de),
  ru: () => import('date-fns/locale/ru').then((m) => m.ru),
  fr: () => import('date-fns/locale/fr').then((m) => m.fr),
}

const loaded = new Map<LanguageCode, Locale>()

export function loadDateLocale(code: LanguageCode): Promise<Locale> {
  const known = loaded.get(code)
  if (known) return Promise.resolve(known)
  return LOADERS[code]().then((locale) => {
    loaded.set(code, locale)
    return locale
  })
}

/** The current language's date-fns locale; undefined (date-fns' English) until it has loaded. */
export function useDateLocale(): Locale | undefined {
  const code = useUnit($languageCode)
  const [, setVersion] = useState(0)
  useEffect(() => {
    if (loaded.has(code)) return
    let live = true
    void loadDateLocale(code).then(() => live && setVersion((version) => version + 1))
    return () => {
      live = false
    }
  }, [code])
  return loaded.get(code)
}

/** The current interface language, for Intl number formats. */
export function useLanguage(): string {
  return useUnit($languageCode)
}
