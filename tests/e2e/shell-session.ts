import type { Browser, BrowserContextOptions, Page } from 'playwright-core'
import { newPage } from './browser'

/**
 * A page already signed in to the test Supysonic: app_store is seeded before the app starts
 * (password mode, the protocol Supysonic speaks), so a test starts on Home without the login form.
 */
export async function signedInPage(
  browser: Browser,
  server: { appUrl: string; user: string; password: string },
  options: BrowserContextOptions = {},
): Promise<{ page: Page; errors: string[] }> {
  const { page, errors } = await newPage(browser, options)
  const password = `enc:${Buffer.from(server.password, 'utf8').toString('hex')}`
  const appStore = {
    state: {
      data: {
        isServerConfigured: true,
        url: server.appUrl,
        username: server.user,
        password,
        authType: 'password',
        protocolVersion: '1.10.2',
        serverType: 'supysonic',
      },
      pages: { showInfoPanel: true, hideRadiosSection: false },
    },
    version: 1,
  }
  await page.addInitScript((stored) => {
    if (localStorage.getItem('app_store') === null) localStorage.setItem('app_store', stored)
  }, JSON.stringify(appStore))
  return { page, errors }
}

/** A REST call straight to the test server (ids for album and artist pages). */
export async function restCall(
  server: { appUrl: string; user: string; password: string },
  method: string,
  params: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  const query = new URLSearchParams({ u: server.user, p: server.password, v: '1.10.2', c: 'tonearm-e2e', f: 'json', ...params })
  const reply = await fetch(`${server.appUrl}/rest/${method}?${query}`)
  const body = (await reply.json()) as { 'subsonic-response': Record<string, unknown> }
  return body['subsonic-response']
}
