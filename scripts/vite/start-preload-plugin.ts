import type { Plugin } from 'vite'

/** The modules src/main.tsx imports step by step, and the first screen's layout and Home. */
export const START_MODULES = [
  'src/start/api-step.ts',
  'src/start/host-step.ts',
  'src/start/store-step.ts',
  'src/start/model-step.ts',
  'src/start/queue-step.ts',
  'src/start/player-state-step.ts',
  'src/start/playback-step.ts',
  'src/start/sync-step.ts',
  'src/start/player-step.ts',
  'src/start/library-step.ts',
  'src/start/library-play-step.ts',
  'src/start/app-commands-step.ts',
  'src/start/commands-step.ts',
  'src/start/router-lib.ts',
  'src/start/router-step.ts',
  'src/start/render-step.tsx',
  'src/ui/i18n/i18n.ts',
  'src/ui/theme/theme-colors.ts',
  'src/ui/layout/MainLayout.tsx',
  'src/ui/screens/home/HomeScreen.tsx',
]

/**
 * Fetched (not evaluated) once the app is idle: `window.tonearmIdleChunks` lists their chunks
 * beyond the start's, for src/ui/dialogs/prefetch-chunks.ts. Evaluating the palette at idle
 * cost 0.17 MiB of heap for as long as it stays unopened; fetched and compiled, it opens as fast.
 */
export const IDLE_MODULES = ['src/ui/palette/CommandPalette.tsx']

/**
 * Put in the HTTP cache once the app is idle (`rel=prefetch`: neither compiled nor evaluated, no
 * JS heap): `window.tonearmRouteChunks` lists the chunks of the screens a sidebar click opens
 * most, beyond the start's and the palette's. At the click, the route's import finds each chunk
 * in the cache, and Vite's preload helper finds a link for it already (appending ≈ 20 preload
 * links was a 20–35 ms task inside the click). Click → data on Albums 139–166 → ≈ 128 ms;
 * compiled ahead instead (modulepreload) ≈ 105 ms, but +0.11 MiB of heap.
 */
export const ROUTE_MODULES = [
  'src/ui/screens/albums/AlbumsScreen.tsx',
  'src/ui/screens/album/AlbumScreen.tsx',
  'src/ui/screens/artists/ArtistsScreen.tsx',
  'src/ui/screens/songs/SongsScreen.tsx',
]

interface ChunkLike {
  readonly type: 'chunk'
  readonly fileName: string
  readonly facadeModuleId: string | null
  readonly imports: readonly string[]
  readonly moduleIds: readonly string[]
  readonly viteMetadata?: { readonly importedCss: ReadonlySet<string> }
}

/** Links added per task: adding a `modulepreload` costs ≈ 1 ms of main thread (Chromium starts its fetch there), 2–4 ms when the machine is busy (8 a task: 15–30 ms, traced). */
export const PRELOADS_PER_TASK = 4

/**
 * Inlined at the end of index.html's body: the start chunks' preloads, added once Home's first
 * covers are in (src/start/early-home.ts's `tonearmFirstCoversIn`), at once on other pages,
 * `perTask` at a time with a task between (all ≈ 50 of them in one task made a long task).
 * Self-contained: it is inlined by its source text.
 */
export function preloadStartChunks(
  w: {
    document: Document
    setTimeout: (handler: () => void, ms: number) => unknown
    tonearmFirstCoversIn?: Promise<void>
    performance?: { getEntriesByName: (name: string) => readonly unknown[] }
  },
  scripts: readonly string[],
  styles: readonly string[],
  perTask: number,
): void {
  // What the start already fetched (on Home, by the time the first covers are in, most of it)
  // gets no link: WebKit fetches a preload again and warns at each one it never sees used.
  const fetched = (href: string) => (w.performance?.getEntriesByName(new URL(href, w.document.baseURI).href).length ?? 0) > 0
  const links = scripts
    .map((href) => ['modulepreload', href])
    .concat(styles.map((href) => ['preload', href]))
    .filter(([, href]) => !fetched(href!))
  const add = (from: number) => {
    links.slice(from, from + perTask).forEach(([rel, href]) => {
      const link = w.document.createElement('link')
      link.rel = rel!
      if (rel === 'preload') link.as = 'style'
      link.crossOrigin = ''
      link.href = href!
      w.document.head.appendChild(link)
    })
    if (from + perTask < links.length) w.setTimeout(() => add(from + perTask), 0)
  }
  void (w.tonearmFirstCoversIn || Promise.resolve()).then(() => add(0))
}

/**
 * The start-up's chunks are known at build time: index.html asks for all of them at once
 * (`modulepreload` fetches and compiles, it does not evaluate), so src/main.tsx's steps still
 * evaluate one task at a time but no longer wait for the network between steps. On Home, only
 * once the first covers are in: until then the host's connections (six over HTTP/1.1), the
 * server and the machine are theirs.
 */
export function startPreloadPlugin(modules: readonly string[] = START_MODULES, idleModules: readonly string[] = IDLE_MODULES, routeModules: readonly string[] = ROUTE_MODULES): Plugin {
  let base = '/'
  return {
    name: 'tonearm-start-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle
        if (!bundle) return []
        const chunks = Object.values(bundle).filter((item): item is ChunkLike & typeof item => item.type === 'chunk') as unknown as ChunkLike[]
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
        const entry = chunks.find((chunk) => chunk.fileName === context.chunk?.fileName)
        const inEntry = new Set<string>()
        const closure = (file: string, into: Set<string>) => {
          if (into.has(file)) return
          into.add(file)
          for (const dep of byFile.get(file)?.imports ?? []) closure(dep, into)
        }
        if (entry) closure(entry.fileName, inEntry)
        const chunkOf = (module: string) => {
          const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(`/${module}`)))
          if (!chunk) throw new Error(`start-preload: no chunk for ${module}`)
          return chunk.fileName
        }
        const files = new Set<string>()
        for (const module of modules) closure(chunkOf(module), files)
        const idleFiles = new Set<string>()
        for (const module of idleModules) closure(chunkOf(module), idleFiles)
        const href = (file: string) => `${base}${file}`
        const scripts = [...files].filter((file) => !inEntry.has(file))
        const styles = [...new Set(scripts.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]))]
        const idleScripts = [...idleFiles].filter((file) => !inEntry.has(file) && !files.has(file))
        const idle = idleScripts.concat([...new Set(idleScripts.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]))].filter((file) => !styles.includes(file)))
        const routeFiles = new Set<string>()
        for (const module of routeModules) closure(chunkOf(module), routeFiles)
        const routeScripts = [...routeFiles].filter((file) => !inEntry.has(file) && !files.has(file) && !idleFiles.has(file))
        const routeStyles = [...new Set(routeScripts.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]))].filter((file) => !styles.includes(file) && !idle.includes(file))
        const routes = routeScripts.concat(routeStyles)
        const call = `window.tonearmIdleChunks=${JSON.stringify(idle.map(href))};window.tonearmRouteChunks=${JSON.stringify(routes.map(href))};(${preloadStartChunks.toString()})(window,${JSON.stringify(scripts.map(href))},${JSON.stringify(styles.map(href))},${PRELOADS_PER_TASK})`
        return [{ tag: 'script', children: call, injectTo: 'body' as const }]
      },
    },
  }
}
