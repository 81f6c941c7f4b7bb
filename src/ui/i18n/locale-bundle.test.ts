import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { localeBundlePlugin, localeModuleLanguage } from '../../../scripts/vite/locale-bundle-plugin'
import type { LocaleTree } from './locale-files'
import { mergeLocaleFiles, parseLocalePath } from './locale-files'

const EN_US_FILES = import.meta.glob<LocaleTree>('../../../locales/en-US/*.json', { eager: true, import: 'default' })

type Hook = (this: { addWatchFile: (file: string) => void }, id: string) => string | null

/** The plugin's modules as the build sees them: resolved id → source. */
function pluginModules() {
  const plugin = localeBundlePlugin()
  const watched: string[] = []
  ;(plugin.configResolved as unknown as (config: { root: string }) => void)({ root: path.resolve(__dirname, '../../..') })
  const resolve = (id: string) => (plugin.resolveId as unknown as (id: string) => string | null)(id)
  const load = (id: string) => (plugin.load as unknown as Hook).call({ addWatchFile: (file) => watched.push(file) }, id)
  return { resolve, load, watched }
}

describe('locale bundle plugin', () => {
  it('lists a loader per language, each importing that language’s module', () => {
    const { resolve, load } = pluginModules()
    const source = load(resolve('virtual:tonearm-locales')!)!
    for (const language of ['de', 'en-US', 'es-ES', 'fr', 'pt-BR', 'ru', 'zh-Hans']) {
      expect(source).toContain(`"${language}": () => import("virtual:tonearm-locale/${language}")`)
    }
  })

  it('makes one module of a language’s area files, merged as the files name their key paths', () => {
    const { resolve, load, watched } = pluginModules()
    const id = resolve('virtual:tonearm-locale/en-US')!
    expect(localeModuleLanguage(id)).toBe('en-US')
    const source = load(id)!
    const texts = JSON.parse(source.replace(/^export default /, '')) as LocaleTree
    const expected = mergeLocaleFiles(Object.entries(EN_US_FILES).map(([file, content]) => ({ path: parseLocalePath(file)?.path ?? [], content })))
    expect(texts).toEqual(expected)
    expect((texts.commands as LocaleTree).view).toMatchObject({ openShortcuts: 'Show keyboard shortcuts' })
    expect(watched).toHaveLength(Object.keys(EN_US_FILES).length)
  })

  it('leaves other modules alone', () => {
    const { resolve, load } = pluginModules()
    expect(resolve('./i18n')).toBeNull()
    expect(load('/src/ui/i18n/i18n.ts')).toBeNull()
    expect(localeModuleLanguage('/locales/de/about.json')).toBeNull()
  })
})
