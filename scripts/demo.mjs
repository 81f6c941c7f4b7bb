// One-command demo: a real Supysonic with a generated library, and Tonearm's dev server in front
// of it (the server proxied under /rest, one origin), preset so the app opens logged in.
//   npm run demo            → http://127.0.0.1:5173
import { createServer } from 'vite'
import { startSupysonic } from './supysonic/server.mjs'

const APP_PORT = Number(process.env.PORT ?? 5173)

const server = await startSupysonic({ port: Number(process.env.SUPYSONIC_PORT ?? 0) })
Object.assign(process.env, {
  TONEARM_SERVER_PROXY: server.url,
  TONEARM_PRESET_SERVER_URL: 'same-origin',
  TONEARM_PRESET_HIDE_SERVER: 'false',
  TONEARM_PRESET_USER: server.user,
  TONEARM_PRESET_PASSWORD: server.password,
  // Supysonic refuses token auth (see docs/spec-departures.md).
  TONEARM_PRESET_AUTH_TYPE: 'password',
})
const vite = await createServer({ server: { port: APP_PORT, strictPort: false } })
await vite.listen()
const address = vite.resolvedUrls?.local[0] ?? `http://127.0.0.1:${APP_PORT}/`
console.info(`\nTonearm demo: open ${address}`)
console.info(`Supysonic at ${server.url} (user ${server.user} / ${server.password}). Ctrl+C stops both.\n`)

let stopping = false
async function stop() {
  if (stopping) return
  stopping = true
  await vite.close()
  await server.stop()
  process.exit(0)
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
