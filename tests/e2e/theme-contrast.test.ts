import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { THEMES } from '../../src/model/preferences/theme'
import { axeFindings } from './axe'
import { launchChromium } from './browser'
import { restCall, signedInPage } from './shell-session'

const server = { appUrl: inject('appUrl'), user: inject('serverUser'), password: inject('serverPassword') }

let browser: Browser
let page: Page
let errors: string[]
let albumId = ''

beforeAll(async () => {
  browser = await launchChromium()
  ;({ page, errors } = await signedInPage(browser, server))
  const list = await restCall(server, 'getAlbumList2', { type: 'alphabeticalByName', size: '1' })
  albumId = (list.albumList2 as { album: { id: string }[] }).album[0]!.id
})
afterAll(async () => {
  await browser?.close()
})

/** Opens `path` in `theme` (stored the way the app stores it) once its colours are applied. */
async function visitIn(theme: string, path: string) {
  await page.goto(`${server.appUrl}/`)
  await page.evaluate((stored) => localStorage.setItem('theme', stored), JSON.stringify({ state: { theme }, version: 1 }))
  await page.goto(`${server.appUrl}${path}`)
  await page.waitForFunction((name) => document.documentElement.dataset.theme === name, theme)
  await page.getByRole('main').waitFor()
  await page.getByRole('heading', { level: 1 }).first().waitFor()
  await page.waitForLoadState('networkidle')
}

describe('colour contrast (axe-core) in every theme', () => {
  for (const theme of THEMES) {
    it(`${theme}: Home and an album page`, async () => {
      await visitIn(theme, '/')
      const home = await axeFindings(page, ['color-contrast', 'link-in-text-block'])
      await visitIn(theme, `/library/albums/${encodeURIComponent(albumId)}`)
      await page.getByRole('grid').first().waitFor()
      const album = await axeFindings(page, ['color-contrast', 'link-in-text-block'])
      expect({ home, album }).toEqual({ home: [], album: [] })
      expect(errors).toEqual([])
    })
  }
})
