import type { Plugin } from 'vite'

/**
 * Serves /preset.js, the host page's preset, from TONEARM_PRESET_* variables in the
 * dev and preview servers. A deployment edits public/preset.js instead. The value "same-origin"
 * for the server URL means the page's own origin (the server is proxied under /rest).
 */
export function presetScriptPlugin(env: Record<string, string | undefined>): Plugin {
  const body = presetScript(env)
  const serve = (server: { middlewares: { use: (fn: Middleware) => void } }) => {
    if (!body) return
    server.middlewares.use((req, res, next) => {
      if (!req.url?.split('?')[0]?.endsWith('/preset.js')) return next()
      res.setHeader('Content-Type', 'text/javascript; charset=utf-8')
      res.setHeader('Cache-Control', 'no-store')
      res.end(body)
    })
  }
  return { name: 'tonearm-preset-script', configureServer: serve, configurePreviewServer: serve }
}

type Middleware = (
  req: { url?: string },
  res: { setHeader: (k: string, v: string) => void; end: (body: string) => void },
  next: () => void,
) => void

export function presetScript(env: Record<string, string | undefined>): string | undefined {
  const url = env.TONEARM_PRESET_SERVER_URL
  if (!url) return undefined
  const preset = {
    serverUrl: url === 'same-origin' ? '__ORIGIN__' : url,
    hideServer: env.TONEARM_PRESET_HIDE_SERVER === 'true',
    username: env.TONEARM_PRESET_USER ?? '',
    password: env.TONEARM_PRESET_PASSWORD ?? '',
    authType: env.TONEARM_PRESET_AUTH_TYPE ?? 'token',
    hideRadios: env.TONEARM_PRESET_HIDE_RADIOS === 'true',
  }
  const json = JSON.stringify(preset).replace('"__ORIGIN__"', 'location.origin')
  return `window.TONEARM_PRESET = ${json};\n`
}
