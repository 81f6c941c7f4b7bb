import { existsSync } from 'node:fs'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { build, preview } from 'vite'
// @ts-expect-error plain ESM script without type declarations
import { startSupysonic } from '../../scripts/supysonic/server.mjs'

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string
    serverUrl: string
    serverUser: string
    serverPassword: string
  }
}

interface Supysonic {
  url: string
  user: string
  password: string
  stop: () => Promise<void>
}

/**
 * Starts a real Supysonic with the generated library, and serves the built app with the server
 * proxied under /rest (one origin, the way users deploy it).
 */
export default async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '../..')
  const server = (await startSupysonic()) as Supysonic
  process.env.TONEARM_SERVER_PROXY = server.url
  if (!existsSync(path.join(root, 'resources/www/index.html'))) await build({ root, logLevel: 'warn' })
  const app = await preview({ root, logLevel: 'warn', preview: { port: 0, host: '127.0.0.1' } })
  const appUrl = app.resolvedUrls?.local[0]?.replace(/\/$/, '')
  if (!appUrl) throw new Error('The preview server did not start')
  project.provide('appUrl', appUrl)
  project.provide('serverUrl', server.url)
  project.provide('serverUser', server.user)
  project.provide('serverPassword', server.password)
  return async () => {
    await new Promise<void>((resolve) => app.httpServer.close(() => resolve()))
    await server.stop()
  }
}
