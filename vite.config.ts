import { defineConfig, loadEnv, type ProxyOptions } from 'vite'
import react from '@vitejs/plugin-react'
import { neutralinoPlugin } from './scripts/vite/neutralino-plugin.ts'
import { presetScriptPlugin } from './scripts/vite/preset-script-plugin.ts'
import { radixBreakpointsPlugin } from './scripts/vite/radix-breakpoints-plugin.ts'

/** `locales/<language>/<area>.json` → chunk `locale-<language>`. */
function localeChunkName(id: string): string | null {
  const language = /[\\/]locales[\\/]([^\\/]+)[\\/][^\\/]+\.json$/.exec(id)?.[1]
  return language ? `locale-${language}` : null
}

/**
 * TONEARM_SERVER_PROXY=http://127.0.0.1:4040 serves the Subsonic server under this origin's
 * /rest, the way users deploy a client next to their server (one origin: no CORS, Web Audio on
 * streams). TONEARM_PRESET_* fill the host page's preset (SPEC §4): see README.
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
      presetScriptPlugin(env),
      radixBreakpointsPlugin(),
      mode === 'desktop' ? neutralinoPlugin(process.cwd()) : null,
    ],
    build: {
      outDir: 'resources/www',
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: false,
      chunkSizeWarningLimit: 400,
      manifest: true,
      rolldownOptions: {
        // A language's area files travel together: one request per language, not one per area.
        output: { codeSplitting: { groups: [{ name: localeChunkName, test: /[\\/]locales[\\/]/ }] } },
      },
    },
    server: { host: '127.0.0.1', proxy },
    preview: { host: '127.0.0.1', proxy },
  }
})
