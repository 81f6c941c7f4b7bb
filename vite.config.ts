import { defineConfig, loadEnv, type ProxyOptions } from 'vite'
import react from '@vitejs/plugin-react'
import { localeBundlePlugin, localeModuleLanguage } from './scripts/vite/locale-bundle-plugin.ts'
import { neutralinoPlugin } from './scripts/vite/neutralino-plugin.ts'
import { presetScriptPlugin } from './scripts/vite/preset-script-plugin.ts'
import { radixBreakpointsPlugin } from './scripts/vite/radix-breakpoints-plugin.ts'
import { startFrameContentPlugin, startFramePlugin } from './scripts/vite/start-frame-plugin.ts'
import { startPreloadPlugin } from './scripts/vite/start-preload-plugin.ts'

/** A language's texts (scripts/vite/locale-bundle-plugin.ts) → chunk `locale-<language>`. */
function localeChunkName(id: string): string | null {
  const language = localeModuleLanguage(id)
  return language ? `locale-${language}` : null
}

/**
 * Libraries in chunks of their own, so that each start-up step of src/main.tsx evaluates only its
 * own code (a chunk shared by several steps would be evaluated whole by the first one).
 */
const VENDOR_CHUNKS = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|use-sync-external-store)[\\/]/ },
  { name: 'react-dom', test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/ },
  { name: 'router', test: /[\\/]node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/ },
  { name: 'effector', test: /[\\/]node_modules[\\/](effector|effector-react|patronum)[\\/]/ },
  { name: 'i18next', test: /[\\/]node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]/ },
  { name: 'codecs', test: /[\\/]node_modules[\\/](io-ts|fp-ts)[\\/]/ },
]

/** The chunk of index.html's entry (src/main.tsx), named after the page. */
function isEntryChunk(file: string): boolean {
  return /(^|\/)index-[\w-]+\.js$/.test(file)
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
      startFrameContentPlugin(process.cwd(), !process.env.TONEARM_NO_EARLY_HOME),
      startFramePlugin(),
      process.env.TONEARM_NO_START_PRELOAD ? null : startPreloadPlugin(),
      mode === 'desktop' ? neutralinoPlugin(process.cwd()) : null,
    ],
    build: {
      outDir: 'resources/www',
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 400,
      // The web build's manifest feeds `npm run bench`; resources.neu carries only what the app loads.
      manifest: mode !== 'desktop',
      // src/main.tsx's step imports add no preload links of their own: index.html preloads every
      // start chunk (scripts/vite/start-preload-plugin.ts), and Vite's helper, checking and adding
      // a link per dependency at each step, was ≈ 20 ms of the model step's task (traced).
      modulePreload: {
        resolveDependencies: (_file, deps, { hostId, hostType }) => (hostType === 'js' && isEntryChunk(hostId) ? [] : deps),
      },
      rolldownOptions: {
        // A language's texts are one module (scripts/vite/locale-bundle-plugin.ts), its chunk named `locale-<language>`.
        output: {
          codeSplitting: {
            groups: [{ name: localeChunkName, test: /virtual:tonearm-locale\// }, ...VENDOR_CHUNKS],
          },
        },
      },
    },
    server: { host: '127.0.0.1', proxy },
    preview: { host: '127.0.0.1', proxy },
  }
})
