/**
 * Locales live in one file per area and language: `locales/<language>/<area>.json`. A file name's
 * dots are key path segments, so `locales/de/commands.player.json` holds the keys under
 * `commands.player`. One area per file keeps features apart; at run time a language's files are
 * merged into one resource.
 */
export type LocaleTree = { [key: string]: string | LocaleTree }

/** `../../../locales/de/commands.player.json` → { language: 'de', path: ['commands', 'player'] } */
export function parseLocalePath(file: string): { language: string; path: string[] } | null {
  const [, language, area] = /(?:^|\/)locales\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? []
  if (!language || !area) return null
  return { language, path: area.split('.') }
}

/**
 * Merges `source` into `target` without copying what only one file has (a subtree is shared with
 * its file's content); a node two files fill is copied before it is written (`owned`), so no
 * file's own object is ever changed. Runs at build time (scripts/vite/locale-bundle-plugin.ts).
 */
function mergeInto(target: LocaleTree, source: LocaleTree, owned: WeakSet<LocaleTree>): void {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key]
    if (typeof value === 'object' && typeof existing === 'object') {
      const node = owned.has(existing) ? existing : { ...existing }
      owned.add(node)
      target[key] = node
      mergeInto(node, value, owned)
    } else target[key] = value
  }
}

/** Merges one language's files (path from the file name, content) into a single tree. */
export function mergeLocaleFiles(files: readonly { path: readonly string[]; content: LocaleTree }[]): LocaleTree {
  const root: LocaleTree = {}
  const owned = new WeakSet<LocaleTree>([root])
  for (const { path, content } of files) {
    let wrapped: LocaleTree = content
    for (const segment of [...path].reverse()) wrapped = { [segment]: wrapped }
    mergeInto(root, wrapped, owned)
  }
  return root
}
