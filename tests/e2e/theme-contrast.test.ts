import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { FaultProxy } from '../faults/fault-proxy'
import { startFaultProxy } from '../faults/fault-proxy'
import { chromiumForFile, restCall, signedInPage } from './session'
import { THEMES } from '../../src/model/preferences/theme'
import { axeFindings } from './axe'

const server = { appUrl: inject('appUrl'), user: inject('serverUser'), password: inject('serverPassword') }

let page: Page
let errors: string[]
let albumId = ''
let albumName = ''
/** In front of the app and its server (one origin): the server can be made unreachable. */
let proxy: FaultProxy
let app = ''

const chromium = chromiumForFile()
beforeAll(async () => {
  proxy = await startFaultProxy(server.appUrl)
  app = proxy.url
  ;({ page, errors } = await signedInPage(chromium.browser, { ...server, appUrl: app }))
  const list = await restCall(server, 'getAlbumList2', { type: 'alphabeticalByName', size: '1' })
  const first = (list.albumList2 as { album: { id: string; name: string }[] }).album[0]!
  albumId = first.id
  albumName = first.name
})
afterAll(async () => {
  await proxy?.stop()
})

/**
 * Home in `theme` (stored the way the app stores it; the page is already on the app's origin), with
 * its colours applied and its rows and covers loaded: one page load per theme.
 */
async function homeIn(theme: string) {
  await page.evaluate((stored) => localStorage.setItem('theme', stored), JSON.stringify({ state: { theme }, version: 1 }))
  await page.goto(`${app}/`)
  await page.waitForFunction((name) => document.documentElement.dataset.theme === name, theme)
  await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor()
  await page.waitForLoadState('networkidle')
}

/** The album page, reached inside the app (no reload: the theme stays applied as the user has it). */
async function albumPage() {
  await page.evaluate((path) => {
    history.pushState(null, '', path)
    dispatchEvent(new PopStateEvent('popstate'))
  }, `/library/albums/${encodeURIComponent(albumId)}`)
  await page.getByRole('heading', { name: albumName, level: 1 }).waitFor()
  await page.getByRole('grid').first().waitFor()
  await page.waitForLoadState('networkidle')
}

/**
 * The server gone (every call to it fails as a dropped connection does): a page's request fails,
 * and the header says "Server unreachable" (with the toast that says it once).
 */
async function serverGone(): Promise<() => void> {
  const back = proxy.add({ path: '/rest/', reset: true })
  await page.evaluate(() => {
    history.pushState(null, '', '/library/artists')
    dispatchEvent(new PopStateEvent('popstate'))
  })
  await page.getByRole('status').filter({ hasText: /^Server unreachable/ }).waitFor()
  return back
}

describe('colour contrast (axe-core) in every theme', () => {
  beforeAll(async () => {
    await page.goto(`${app}/`)
  })
  for (const theme of THEMES) {
    it(`${theme}: Home, an album page, and the header saying the server is unreachable`, async () => {
      await homeIn(theme)
      const home = await axeFindings(page, ['color-contrast', 'link-in-text-block'])
      await albumPage()
      const album = await axeFindings(page, ['color-contrast', 'link-in-text-block'])
      const back = await serverGone()
      const unreachable = await axeFindings(page, ['color-contrast', 'link-in-text-block'])
      back()
      expect({ home, album, unreachable }).toEqual({ home: [], album: [], unreachable: [] })
      expect(errors).toEqual([])
    })
  }
})
