import type { i18n as I18n, TFunction } from 'i18next'
import { useContext, useSyncExternalStore } from 'react'
import { getI18n, I18nContext } from 'react-i18next'

interface Texts {
  readonly t: TFunction
  readonly i18n: I18n
}

interface Source {
  snapshot: Texts
  readonly listeners: Set<() => void>
  readonly subscribe: (listener: () => void) => () => void
}

// One source per i18next instance (the app's, or a test's), shared by every component.
const sources = new WeakMap<I18n, Source>()

function sourceOf(i18n: I18n): Source {
  let source = sources.get(i18n)
  if (source) return source
  const listeners = new Set<() => void>()
  const created: Source = {
    snapshot: { t: i18n.getFixedT(i18n.language), i18n },
    listeners,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
  i18n.on('languageChanged', () => {
    created.snapshot = { t: i18n.getFixedT(i18n.language), i18n }
    for (const listener of [...listeners]) listener()
  })
  sources.set(i18n, created)
  return created
}

/**
 * `const { t } = useTexts()`: react-i18next's useTranslation for the app's one namespace, at a
 * fraction of its weight (issue 13: each useTranslation holds its own options, fixed `t`, i18n
 * wrapper and listener; some 80 of them rendered Home). Every component shares one `t` per
 * language, a new one when the language changes (which renders them again).
 */
export function useTexts(): Texts {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n()
  const source = sourceOf(i18n)
  return useSyncExternalStore(source.subscribe, () => source.snapshot)
}
