import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

/**
 * The start-up's chunks, known at build time. src/main.tsx imports its steps (modules of
 * src/start/) in order; each step gets a chunk `start-<step>` holding every module the step's
 * static imports reach that neither the entry nor an earlier step already holds. So a step
 * evaluates exactly what it brings, the start is a handful of files, and index.html asks for all
 * of them at once (`modulepreload`: fetched and compiled, evaluated only by the step).
 */

interface ModuleInfoLike {
  readonly code: string | null
  readonly importedIds: readonly string[]
  readonly dynamicallyImportedIds: readonly string[]
}

type GetModuleInfo = (id: string) => ModuleInfoLike | null

const normalized = (id: string) => id.replaceAll('\\', '/')

/** The steps the entry imports dynamically from src/start/ (`import('./start/<name>-step')`), in source order: [module id, step name]. */
export function startSteps(entryId: string, getModuleInfo: GetModuleInfo): [string, string][] {
  const entry = getModuleInfo(entryId)
  if (!entry?.code) throw new Error(`start-chunks: no module ${entryId}`)
  return [...entry.code.matchAll(/import\(\s*['"]\.\/start\/([\w-]+)['"]\s*\)/g)].map(([, file]) => {
    const id = entry.dynamicallyImportedIds.find((candidate) => /^[\w-]+$/.test(file!) && new RegExp(`/src/start/${file}\\.tsx?$`).test(normalized(candidate)))
    if (!id) throw new Error(`start-chunks: no module for ./start/${file}`)
    return [id, file!.replace(/-step$/, '')]
  })
}

/**
 * Libraries taken into the start chunks with what imports them. Any other library (a component
 * kit, icons, date functions) is reached through barrel files that import far more than the start
 * uses; following those imports would put modules only lazy screens use into the start. They are
 * left to the bundler's own splitting, which keeps only what is used where it is used. So is
 * react-i18next: the start uses its context and instance (src/ui/i18n/use-texts.ts), while its
 * index also brings useTranslation and Trans, which only lazy screens and dialogs use.
 */
const START_LIBRARIES = /\/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser|effector|effector-react|patronum|io-ts|fp-ts|i18next|use-sync-external-store)\//

/** Module id → its start chunk's name, for every module a step reaches first (not the entry's own). */
export function startChunkAssignment(entryId: string, getModuleInfo: GetModuleInfo): Map<string, string> {
  const assigned = new Map<string, string>()
  const taken = new Set<string>()
  const reach = (from: string, visit: (id: string) => void) => {
    const stack = [from]
    while (stack.length > 0) {
      const id = stack.pop()!
      if (taken.has(id) || (normalized(id).includes('/node_modules/') && !START_LIBRARIES.test(normalized(id)))) continue
      taken.add(id)
      visit(id)
      for (const next of getModuleInfo(id)?.importedIds ?? []) stack.push(next)
    }
  }
  reach(entryId, () => {})
  for (const [id, name] of startSteps(entryId, getModuleInfo)) reach(id, (module) => assigned.set(module, `start-${name}`))
  return assigned
}

/** The step names of src/main.tsx's `import('./start/<name>-step')`s, in source order (read before the build). */
export function startStepNames(source: string): string[] {
  return [...source.matchAll(/import\(\s*['"]\.\/start\/([\w-]+)['"]\s*\)/g)].map(([, file]) => file!.replace(/-step$/, ''))
}

/**
 * The codeSplitting groups of the start chunks, one per step, the earlier step first (higher
 * priority: a group takes what its step reaches before a later step's group may). The assignment
 * of modules is made once per build, from the module graph, at the first call.
 */
export function startChunkGroups(root: string = process.cwd(), entry = 'src/main.tsx') {
  const entryId = path.resolve(root, entry)
  const names = startStepNames(readFileSync(entryId, 'utf8'))
  let assignment: Map<string, string> | null = null
  return names.map((step, index) => ({
    debugName: `start-${step}`,
    name: (id: string, context: { getModuleInfo: GetModuleInfo }): string | null => {
      assignment ??= startChunkAssignment(entryId, (module) => context.getModuleInfo(module))
      return assignment.get(id) === `start-${step}` ? `start-${step}` : null
    },
    priority: names.length - index,
  }))
}

/**
 * Fetched (not evaluated) once the app is idle: `window.tonearmIdleChunks` lists their chunks
 * beyond the start's, for src/ui/dialogs/prefetch-chunks.ts: the palette's, and the dialog that
 * says a part failed (there before a failure: a new deployment or the network gone may be why).
 */
export const IDLE_MODULES = ['src/ui/palette/CommandPalette.tsx', 'src/ui/errors/FailedDialog.tsx']

/** Preloaded once the app is idle (`window.tonearmRouteChunks`): the screens a sidebar click opens most. */
export const ROUTE_MODULES = [
  'src/ui/screens/albums/AlbumsScreen.tsx',
  'src/ui/screens/album/AlbumScreen.tsx',
  'src/ui/screens/artists/ArtistsScreen.tsx',
  'src/ui/screens/songs/SongsScreen.tsx',
]

interface ChunkLike {
  readonly type: 'chunk'
  readonly name: string
  readonly fileName: string
  readonly imports: readonly string[]
  readonly moduleIds: readonly string[]
  readonly viteMetadata?: { readonly importedCss: ReadonlySet<string> }
}

/** The start chunks (`start-*`) in index.html's head as module preloads, and the idle and route chunk lists. */
export function startChunksPlugin(idleModules: readonly string[] = IDLE_MODULES, routeModules: readonly string[] = ROUTE_MODULES): Plugin {
  let base = '/'
  return {
    name: 'tonearm-start-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle
        if (!bundle) return []
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk') as unknown as ChunkLike[]
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
        const closure = (file: string, into: Set<string>) => {
          if (into.has(file)) return
          into.add(file)
          for (const dep of byFile.get(file)?.imports ?? []) closure(dep, into)
        }
        const inEntry = new Set<string>()
        if (context.chunk) closure(context.chunk.fileName, inEntry)
        const start = new Set<string>()
        for (const chunk of chunks) if (chunk.name.startsWith('start-')) closure(chunk.fileName, start)
        for (const file of inEntry) start.delete(file)
        const chunkOf = (module: string) => {
          const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => normalized(id).endsWith(`/${module}`)))
          if (!chunk) throw new Error(`start-chunks: no chunk for ${module}`)
          return chunk.fileName
        }
        const cssOf = (files: Iterable<string>) => [...new Set([...files].flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]))]
        const known = new Set([...inEntry, ...start])
        const idleScripts = new Set<string>()
        for (const module of idleModules) closure(chunkOf(module), idleScripts)
        const idle = [...idleScripts].filter((file) => !known.has(file))
        idle.forEach((file) => known.add(file))
        const routeScripts = new Set<string>()
        for (const module of routeModules) closure(chunkOf(module), routeScripts)
        const routes = [...routeScripts].filter((file) => !known.has(file))
        const startCss = new Set(cssOf([...inEntry, ...start]))
        const idleCss = cssOf(idle).filter((file) => !startCss.has(file))
        const routeCss = cssOf(routes).filter((file) => !startCss.has(file) && !idleCss.includes(file))
        const href = (file: string) => `${base}${file}`
        return [
          ...[...start].map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: href(file) }, injectTo: 'head' as const })),
          {
            tag: 'script',
            children: `window.tonearmIdleChunks=${JSON.stringify([...idle, ...idleCss].map(href))};window.tonearmRouteChunks=${JSON.stringify([...routes, ...routeCss].map(href))}`,
            injectTo: 'body' as const,
          },
        ]
      },
    },
  }
}
