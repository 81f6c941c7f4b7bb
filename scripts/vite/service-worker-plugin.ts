import { createHash } from 'node:crypto'
import path from 'node:path'
import type { Plugin, ResolvedConfig } from 'vite'
import { build } from 'vite'

/** The worker's source and its output, at a stable address under the app's base. */
export const SERVICE_WORKER_ENTRY = 'src/sw/worker.ts'
export const SERVICE_WORKER_FILE = 'sw.js'

/** The build's hashed files the worker keeps as the app shell: code, styles, fonts, images. */
export function shellAssets(fileNames: readonly string[]): string[] {
  return fileNames.filter((name) => name.startsWith('assets/') && /\.(js|css|woff2?|svg|png|webp)$/.test(name)).sort()
}

/** Names the shell's cache: changes whenever a file of the build does (hashed names). */
export function shellVersion(assets: readonly string[]): string {
  return createHash('sha256').update(assets.join('\n')).digest('hex').slice(0, 16)
}

/**
 * After the build is written, builds src/sw/worker.ts on its own into `<outDir>/sw.js` (one
 * classic script: a worker shares no chunk with the page) with the build's file list and version
 * written in (TONEARM_SHELL). The desktop build's worker (`desktop`) keeps nothing on disk: only
 * the media addresses (docs/desktop.md).
 */
export function serviceWorkerPlugin(root: string, options: { readonly desktop: boolean } = { desktop: false }): Plugin {
  let config: ResolvedConfig | undefined
  return {
    name: 'tonearm-service-worker',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    async writeBundle(_options, bundle) {
      if (!config) return
      const assets = options.desktop ? [] : shellAssets(Object.keys(bundle))
      await build({
        configFile: false,
        root,
        base: config.base,
        logLevel: 'warn',
        publicDir: false,
        define: { TONEARM_SHELL: JSON.stringify({ version: shellVersion(assets), assets, keeps: !options.desktop }) },
        build: {
          outDir: path.resolve(root, config.build.outDir),
          emptyOutDir: false,
          copyPublicDir: false,
          target: 'es2022',
          minify: true,
          sourcemap: false,
          lib: { entry: path.resolve(root, SERVICE_WORKER_ENTRY), formats: ['iife'], name: 'tonearmServiceWorker', fileName: () => SERVICE_WORKER_FILE },
        },
      })
    },
  }
}
