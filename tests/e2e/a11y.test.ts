import { createRequire } from 'node:module'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchChromium } from './browser'
import { restCall, signedInPage } from './shell-session'

const server = { appUrl: inject('appUrl'), user: inject('serverUser'), password: inject('serverPassword') }
const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

interface Violation {
  readonly id: string
  readonly impact: string | null
  readonly help: string
  readonly nodes: readonly { readonly target: readonly unknown[] }[]
}

/** Runs axe-core in the page; returns the serious and critical violations, readable in a diff. */
async function seriousViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH })
  // Colours are only measurable once dialogs have finished fading in.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe
    const result = await axe.run(document, { resultTypes: ['violations'] })
    return result.violations
  })
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`)
}

let browser: Browser
let page: Page
let errors: string[]
let albumId = ''
let artistId = ''

beforeAll(async () => {
  browser = await launchChromium()
  ;({ page, errors } = await signedInPage(browser, server))
  const list = await restCall(server, 'getAlbumList2', { type: 'alphabeticalByName', size: '1' })
  const album = (list.albumList2 as { album: { id: string; artistId: string }[] }).album[0]!
  albumId = album.id
  artistId = album.artistId
})
afterAll(async () => {
  await browser?.close()
})

async function visit(path: string) {
  await page.goto(`${server.appUrl}${path}`)
  await page.getByRole('main').waitFor()
  await page.getByRole('heading', { level: 1 }).first().waitFor()
  // Let lazy content and loading placeholders settle.
  await page.waitForLoadState('networkidle')
}

describe('no serious or critical accessibility violations (axe-core)', () => {
  const routes: [string, () => string][] = [
    ['Home', () => '/'],
    ['Albums', () => '/library/albums'],
    ['Album', () => `/library/albums/${encodeURIComponent(albumId)}`],
    ['Artist', () => `/library/artists/${encodeURIComponent(artistId)}`],
    ['Songs', () => '/library/songs'],
  ]
  for (const [name, path] of routes) {
    it(`on ${name}`, async () => {
      await visit(path())
      expect(await seriousViolations(page)).toEqual([])
    })
  }

  it('in the settings dialog, on each of its pages', async () => {
    await visit('/')
    await page.keyboard.press('Control+,')
    const settings = page.getByRole('dialog', { name: /^Settings/ })
    await settings.waitFor()
    for (const pageName of ['Appearance', 'Audio', 'Language', 'Content']) {
      await settings.getByRole('button', { name: pageName }).click()
      await settings.getByRole('region', { name: pageName }).waitFor()
      expect({ [pageName]: await seriousViolations(page) }).toEqual({ [pageName]: [] })
    }
  })

  it('in the command palette and its theme list', async () => {
    await visit('/')
    await page.keyboard.press('Control+k')
    await page.getByRole('combobox', { name: 'Command palette' }).waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await page.keyboard.type('Change theme')
    await page.keyboard.press('Enter')
    await page.getByRole('group', { name: 'Themes' }).waitFor()
    expect(await seriousViolations(page)).toEqual([])
  })

  it('in the keyboard shortcuts, about and server status dialogs', async () => {
    await visit('/')
    await page.keyboard.press('?')
    await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    for (const [command, dialog] of [
      ['About Tonearm', 'About Tonearm'],
      ['Server status', 'Server status'],
    ] as const) {
      await page.keyboard.press('Control+k')
      await page.getByRole('combobox', { name: 'Command palette' }).waitFor()
      await page.keyboard.type(command)
      await page.getByRole('option', { name: command, selected: true }).waitFor()
      await page.keyboard.press('Enter')
      await page.getByRole('dialog', { name: dialog }).waitFor()
      await page.waitForLoadState('networkidle')
      expect({ [dialog]: await seriousViolations(page) }).toEqual({ [dialog]: [] })
      await page.keyboard.press('Escape')
      await page.getByRole('dialog', { name: dialog }).waitFor({ state: 'detached' })
    }
    expect(errors).toEqual([])
  })
})
