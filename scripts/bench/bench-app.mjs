// What the bench's starts run against: Supysonic with the generated library, the app built with
// the host preset signed in to it (the preset stays in process.env for later builds and previews)
// and served by Vite's preview, and a headless Debian Chromium.
import { chromium } from 'playwright-core'
import { build, preview } from 'vite'
import { startSupysonic } from '../supysonic/server.mjs'

/** Starts all three; `close()` stops them. */
export async function startBenchApp(root) {
  const server = await startSupysonic()
  process.env.TONEARM_SERVER_PROXY = server.url
  Object.assign(process.env, {
    TONEARM_PRESET_SERVER_URL: 'same-origin',
    TONEARM_PRESET_USER: server.user,
    TONEARM_PRESET_PASSWORD: server.password,
    TONEARM_PRESET_AUTH_TYPE: 'password',
    TONEARM_PRESET_HIDE_SERVER: 'false',
  })
  await build({ root, logLevel: 'warn' })
  const app = await preview({ root, logLevel: 'warn', preview: { port: 0, host: '127.0.0.1' } })
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
  return {
    browser,
    appUrl: app.resolvedUrls.local[0].replace(/\/$/, ''),
    async close() {
      await browser.close()
      await new Promise((resolve) => app.httpServer.close(resolve))
      await server.stop()
    },
  }
}
