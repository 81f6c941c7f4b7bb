import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Plugin } from 'vite'

/**
 * The desktop build (`vite --mode desktop`). The Neutralino runtime hands the NL_* globals
 * (port, token, OS, version…) only to a served file whose path ends in `neutralino.js`, so:
 * - build: index.html loads `/neutralino.js` first, and the build emits that file with no code
 *   of its own (the client library is bundled into the lazily loaded desktop shell chunk);
 * - dev (`npm run desktop`, neu runs Vite and the runtime with --url=devUrl): index.html loads
 *   `/__neutralino_globals.js`, which this server fetches from the running runtime, whose port
 *   `neu run` writes into .tmp/auth_info.json.
 * The web build has neither: it never pays for the desktop.
 */
export function neutralinoPlugin(root: string): Plugin {
  let serving = false
  return {
    name: 'tonearm-neutralino',
    configResolved(config) {
      serving = config.command === 'serve'
    },
    transformIndexHtml() {
      return [{ tag: 'script', attrs: { src: serving ? '/__neutralino_globals.js' : '/neutralino.js' }, injectTo: 'head-prepend' }]
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'neutralino.js',
        source: '/* The Neutralino runtime prepends the NL_* globals here. */\n',
      })
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        if (req.url?.split('?')[0] !== '/__neutralino_globals.js') return next()
        res.setHeader('Content-Type', 'text/javascript; charset=utf-8')
        res.setHeader('Cache-Control', 'no-store')
        try {
          const auth = JSON.parse(await readFile(path.join(root, '.tmp', 'auth_info.json'), 'utf8')) as { nlPort?: number }
          const answer = await fetch(`http://127.0.0.1:${auth.nlPort}/__neutralino_globals.js`)
          res.end(await answer.text())
        } catch {
          res.end('/* No Neutralino runtime is running (start the app with `npm run desktop`). */\n')
        }
      })
    },
  }
}
