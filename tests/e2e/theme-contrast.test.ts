import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { chromiumForFile, restCall, signedInPage } from './session'
import { THEMES } from '../../src/model/preferences/theme'
import { axeFindings } from './axe'

const server = { appUrl: inject('appUrl'), user: inject('serverUser'), password: inject('serverPassword') }

let page: Page
let errors: string[]
let albumId = ''
let albumName = ''

const chromium = chromiumForFile()
beforeAll(async () => {
  ;({ page, errors } = await signedInPage(chromium.browser, server))
  const list = await restCall(server, 'getAlbumList2', { type: 'alphabeticalByName', size: '1' })
  const first = (list.albumList2 as { album: { id: string; name: string }[] }).album[0]!
  albumId = first.id
  albumName = first.name
})
afterAll(async () => {
})

/**
 * Home in `theme` (stored the way the app stores it; the page is already on the app's origin), with
 * its colours applied and its rows and covers loaded: one page load per theme.
 */
async function homeIn(theme: string) {
  await page.evaluate((stored) => localStorage.setItem('theme', stored), JSON.stringify({ state: { theme }, version: 1 }))
  await page.goto(`${server.appUrl}/`)
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

describe('colour contrast (axe-core) in every theme', () => {
  beforeAll(async () => {
    await page.goto(`${server.appUrl}/`)
  })
  for (const theme of THEMES) {
    it(`${theme}: Home and an album page`, async () => {
      await homeIn(theme)
      const home = await axeFindings(page, ['color-contrast', 'link-in-text-block'])
      await albumPage()
      const album = await axeFindings(page, ['color-contrast', 'link-in-text-block'])
      expect({ home, album }).toEqual({ home: [], album: [] })
      expect(errors).toEqual([])
    })
  }
})
