import { createEvent, createStore } from 'effector'
import * as t from 'io-ts'
import { persistStore } from '../persistence/persist-store'

/** The seven interface languages, fallback en-US. */
export const LANGUAGES = [
  { langCode: 'en-US', langNativeName: 'English (US)', flag: 'US', dateLocale: 'en-US' },
  { langCode: 'es-ES', langNativeName: 'Español', flag: 'ES', dateLocale: 'es' },
  { langCode: 'pt-BR', langNativeName: 'Português (Brasil)', flag: 'BR', dateLocale: 'pt-BR' },
  { langCode: 'zh-Hans', langNativeName: '简体中文', flag: 'CN', dateLocale: 'zh-CN' },
  { langCode: 'de', langNativeName: 'Deutsch', flag: 'DE', dateLocale: 'de' },
  { langCode: 'ru', langNativeName: 'Русский', flag: 'RU', dateLocale: 'ru' },
  { langCode: 'fr', langNativeName: 'Français', flag: 'FR', dateLocale: 'fr' },
] as const
export type LanguageCode = (typeof LANGUAGES)[number]['langCode']
export const FALLBACK_LANGUAGE: LanguageCode = 'en-US'

const LanguageCode = t.keyof(
  Object.fromEntries(LANGUAGES.map((l) => [l.langCode, null])) as Record<LanguageCode, null>,
)

export const languageChanged = createEvent<LanguageCode>()
export const $language = createStore<{ langCode: LanguageCode }>({ langCode: FALLBACK_LANGUAGE }).on(
  languageChanged,
  (_, langCode) => ({ langCode }),
)
export const $languageCode = $language.map((state) => state.langCode)

persistStore({
  store: $language,
  key: 'language',
  version: 1,
  codec: t.partial({ langCode: LanguageCode }),
  pick: (s) => s,
})
