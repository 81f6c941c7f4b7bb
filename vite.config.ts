import { defineConfig, loadEnv, type ProxyOptions } from 'vite'
import react from '@vitejs/plugin-react'
import { localeBundlePlugin, localeModuleLanguage } from './scripts/vite/locale-bundle-plugin.ts'
import { neutralinoPlugin } from './scripts/vite/neutralino-plugin.ts'
import { presetScriptPlugin } from './scripts/vite/preset-script-plugin.ts'
import { serviceWorkerPlugin } from './scripts/vite/service-worker-plugin.ts'
import { radixBreakpointsPlugin } from './scripts/vite/radix-breakpoints-plugin.ts'
import { radixIconsPlugin } from './scripts/vite/radix-icons-plugin.ts'
import { radixThemeTooltipPlugin } from './scripts/vite/radix-theme-tooltip-plugin.ts'
import { startFrameContentPlugin, startFramePlugin } from './scripts/vite/start-frame-plugin.ts'
import { startChunkGroups, startChunksPlugin } from './scripts/vite/start-chunks-plugin.ts'

/** A language's texts (scripts/vite/locale-bundle-plugin.ts) → chunk `locale-<language>`. */
function localeChunkName(id: string): string | null {
  const language = localeModuleLanguage(id)
  return language ? `locale-${language}` : null
}

/**
 * TONEARM_SERVER_PROXY=http://127.0.0.1:4040 serves the Subsonic server under this origin's
 * /rest, the way users deploy a client next to their server (one origin: no CORS, Web Audio on
 * streams). TONEARM_PRESET_* fill the host page's preset: see docs/spec-departures.md.
 */
export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'TONEARM_'), ...process.env }
  const target = env.TONEARM_SERVER_PROXY
  const proxy: Record<string, ProxyOptions> | undefined = target
    ? { '/rest': { target, changeOrigin: true } }
    : undefined
  return {
    base: env.TONEARM_BASE ?? '/',
    // `--mode desktop`: the Neutralino build (scripts/vite/neutralino-plugin.ts).
    plugins: [
      react(),
      localeBundlePlugin(),
      presetScriptPlugin(env),
      radixBreakpointsPlugin(),
      radixIconsPlugin(),
      radixThemeTooltipPlugin(),
      startFrameContentPlugin(process.cwd()),
      startFramePlugin(),
      startChunksPlugin(),
      ...(mode === 'desktop' ? [neutralinoPlugin(process.cwd())] : []),
      serviceWorkerPlugin(process.cwd(), { desktop: mode === 'desktop' }),
    ],
    build: {
      outDir: 'resources/www',
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 400,
      // The web build's manifest feeds `npm run bench`; resources.neu carries only what the app loads.
      manifest: mode !== 'desktop',
      rolldownOptions: {
        // A start step imports statically what a route imports dynamically (the layout and Home
        // in the router's step): intended, the start chunk holds it; other such cases are still said.
        onLog(level, log, handler) {
          if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && /src\/start\/[\w-]+-step\.tsx?/.test(log.message)) return
          handler(level, log)
        },
        // A language's texts are one module (scripts/vite/locale-bundle-plugin.ts), its chunk named
        // `locale-<language>`; the start-up's steps a chunk each (scripts/vite/start-chunks-plugin.ts).
        output: {
          codeSplitting: {
            groups: [{ debugName: 'locale', name: localeChunkName, test: /virtual:tonearm-locale\// }, ...startChunkGroups(process.cwd())],
          },
        },
      },
    },
    server: { host: '127.0.0.1', proxy },
    preview: { host: '127.0.0.1', proxy },
  }
})
