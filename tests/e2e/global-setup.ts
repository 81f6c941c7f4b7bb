import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { build, preview } from 'vite'
import { startBrowserServer } from './browser-server'
// @ts-expect-error plain ESM script without type declarations
import { startSupysonic } from '../../scripts/supysonic/server.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string
    serverUrl: string
    serverUser: string
    serverPassword: string
    browserEndpoint: string
  }
}

interface Supysonic {
  url: string
  user: string
  password: string
  stop: () => Promise<void>
}

/** What the build is made of: a change to any of these makes resources/www stale. */
const BUILD_INPUTS = ['src', 'locales', 'public', 'index.html', 'vite.config.ts', 'package-lock.json']

/** No build yet, or one older than a file it is built from (`npm run test:e2e` after an edit rebuilds). */
export function isBuildStale(root: string): boolean {
  const built = path.join(root, 'resources/www/index.html')
  if (!existsSync(built)) return true
  const builtAt = statSync(built).mtimeMs
  const newer = (file: string): boolean => {
    if (!existsSync(file)) return false
    const stats = statSync(file)
    if (!stats.isDirectory()) return stats.mtimeMs > builtAt
    // Tests are not part of the build.
    return readdirSync(file).some((name) => !/\.test\.tsx?$/.test(name) && newer(path.join(file, name)))
  }
  return BUILD_INPUTS.some((input) => newer(path.join(root, input)))
}

/**
 * Starts a real Supysonic with the generated library, and serves the built app with the server
 * proxied under /rest (one origin, the way users deploy it); and the chain's one Chromium, which
 * every file of the chain connects to (chromiumForFile in tests/e2e/session.ts connects).
 */
export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '../..')
  // The WebKitGTK chain (tests/webkit) drives its own engine: no Chromium for it.
  const chromium = project.name !== 'e2e-webkit'
  const [server, browser] = await Promise.all([startSupysonic() as Promise<Supysonic>, chromium ? startBrowserServer() : null])
  process.env.TONEARM_SERVER_PROXY = server.url
  if (isBuildStale(root)) await build({ root, logLevel: 'warn' })
  const app = await preview({ root, logLevel: 'warn', preview: { port: 0, host: '127.0.0.1' } })
  const appUrl = app.resolvedUrls?.local[0]?.replace(/\/$/, '')
  if (!appUrl) throw new Error('The preview server did not start')
  project.provide('appUrl', appUrl)
  project.provide('serverUrl', server.url)
  project.provide('serverUser', server.user)
  project.provide('serverPassword', server.password)
  project.provide('browserEndpoint', browser?.wsEndpoint() ?? '')
  return async () => {
    await browser?.close()
    await new Promise<void>((resolve) => app.httpServer.close(() => resolve()))
    await server.stop()
  }
}
