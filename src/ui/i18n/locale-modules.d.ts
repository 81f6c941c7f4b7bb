// The modules of scripts/vite/locale-bundle-plugin.ts.
declare module 'virtual:tonearm-locales' {
  import type { LocaleTree } from './locale-files'
  /** Each language's texts, merged from its area files, loaded on first use. */
  const LOCALES: Readonly<Record<string, () => Promise<{ default: LocaleTree }>>>
  export default LOCALES
}
