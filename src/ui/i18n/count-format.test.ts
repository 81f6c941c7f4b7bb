import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import type { LocaleTree } from './locale-files'
import { mergeLocaleFiles, parseLocalePath } from './locale-files'

const FILES = import.meta.glob<LocaleTree>('../../../locales/*/*.json', { eager: true, import: 'default' })

function resources(language: string): LocaleTree {
  return mergeLocaleFiles(
    Object.entries(FILES).flatMap(([file, content]) => {
      const parsed = parseLocalePath(file)
      return parsed?.language === language ? [{ path: parsed.path, content }] : []
    }),
  )
}

function texts(tree: LocaleTree): string[] {
  return Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : texts(value)))
}

/** The way the app's i18n is set up (src/ui/i18n/i18n.ts), with one language's texts. */
function translator(language: string) {
  const instance = i18next.createInstance()
  void instance.init({ lng: language, resources: { [language]: { translation: resources(language) } }, initAsync: false, interpolation: { escapeValue: false } })
  return instance.t.bind(instance)
}

describe('counts in texts', () => {
  it("are written in the language's own number format", () => {
    expect(translator('en-US')('ratingFilter.songs', { shown: 400, count: 20000 })).toBe('400 of 20,000 songs')
    expect(translator('de')('ratingFilter.songs', { shown: 1200, count: 20000 })).toBe('1.200 von 20.000 Titeln')
    expect(translator('fr')('library.songCount', { count: 12345 })).toBe('12\u202f345 morceaux')
    expect(translator('ru')('table.selected', { count: 1001 })).toBe('Выбрано: 1\u00a0001')
  })

  it('leave no count, shown, page or position placeholder unformatted, in any language', () => {
    const languages = [...new Set(Object.keys(FILES).map((file) => parseLocalePath(file)?.language))]
    expect(languages).toHaveLength(7)
    const unformatted = languages.flatMap((language) =>
      texts(resources(language ?? '')).filter((text) => /\{\{\s*(count|shown|page|position)\s*\}\}/.test(text)).map((text) => `${language}: ${text}`),
    )
    expect(unformatted).toEqual([])
  })
})
