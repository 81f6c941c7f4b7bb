import type { Page, Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromiumForFile, newPage, playlistOnServer, signedInPage } from './session'
import { axeFindings, presetTheme } from './axe'
import { countPointerEvents, focused, tabTo } from './keyboard'
import { albumSongs, queueUp, rest, server } from './test-server'

/**
 * The screens, dialogs and menus axe-core checks, in one dark and one light theme (docs/accessibility.md).
 * The dialogs, the big player and the menus are opened and closed by keyboard alone (the page
 * counts pointer events: none), and each gives focus back to the very element that had it.
 *
 * The keyboard walk's own checks (no pointer event, focus comes back) and axe's rules that read
 * the page's structure run in the first theme only: a theme changes colours, not the elements,
 * their names or where focus goes. The second theme opens the same screens, dialogs and menus the
 * same way and runs axe's colour rules on each.
 */
/** Resolves once the main area stayed the same for three frames in a row (runs in the page). */
function stillForThreeFrames(): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    let still = 0
    const observer = new MutationObserver(() => {
      still = 0
    })
    observer.observe(document.querySelector('main') ?? document.body, { subtree: true, childList: true, attributes: true, characterData: true })
    const frame = () => {
      still += 1
      if (still < 3) return void requestAnimationFrame(frame)
      observer.disconnect()
      resolve(true)
    }
    requestAnimationFrame(frame)
  })
}

const THEMES = ['dark', 'light'] as const
/** What axe checks that a theme can change. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const

let albumId = ''
let artistId = ''
let playlistId = ''
let radioName = ''

const chromium = chromiumForFile()
beforeAll(async () => {
  const list = await rest<{ albumList2: { album: { id: string; artistId: string }[] } }>('getAlbumList2', { type: 'alphabeticalByName', size: '1' })
  const album = list.albumList2.album[0]!
  albumId = album.id
  artistId = album.artistId
  const stamp = Date.now()
  const name = `Audit ${stamp}`
  playlistId = (await playlistOnServer(name, (await albumSongs('Blue Hours')).slice(0, 2))).id
  radioName = `Audit FM ${stamp}`
  await rest('createInternetRadioStation', { name: radioName, streamUrl: 'https://radio.example.org/stream', homepageUrl: 'https://radio.example.org' })
})
afterAll(async () => {
  await rest('deletePlaylist', { id: playlistId }).catch(() => undefined)
  const radios = await rest<{ internetRadioStations: { internetRadioStation?: { id: string; name: string }[] } }>('getInternetRadioStations').catch(() => null)
  const radio = radios?.internetRadioStations.internetRadioStation?.find((entry) => entry.name === radioName)
  if (radio) await rest('deleteInternetRadioStation', { id: radio.id }).catch(() => undefined)
})

for (const theme of THEMES) {
  // The first theme walks by keyboard and runs every rule; the others only the colour rules.
  const everything = theme === THEMES[0]
  describe(`axe-core finds nothing, of any impact, in the ${theme} theme${everything ? '' : ' (its colour rules)'}`, () => {
    let page: Page
    let errors: string[]
    let pointerEvents: () => Promise<number>
    /** The app's requests for data under way (fetch and XHR), and who waits for there being none. */
    const asking = new Set<unknown>()
    let answered: (() => void)[] = []
    /** Every finding, by what was checked; a test expects its part of this to be empty. */
    const audit = async (found: Record<string, string[]>, what: string) => {
      const findings = await axeFindings(page, everything ? undefined : COLOUR_RULES)
      if (findings.length > 0) found[what] = findings
    }

    beforeAll(async () => {
      ;({ page, errors } = await signedInPage(chromium.browser, server))
      pointerEvents = await countPointerEvents(page)
      const isData = (request: Request) => request.resourceType() === 'fetch' || request.resourceType() === 'xhr'
      page.on('request', (request) => void (isData(request) && asking.add(request)))
      const done = (request: Request) => {
        if (!asking.delete(request) || asking.size > 0) return
        for (const resolve of answered) resolve()
        answered = []
      }
      page.on('requestfinished', done)
      page.on('requestfailed', done)
      await presetTheme(page, theme)
      await page.goto(server.appUrl)
      await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor()
      await queueUp(page, await albumSongs('Blue Hours'))
    })
    afterAll(async () => {
      await page?.context().close()
    })

    /** Loads `path` afresh (the app starts anew), its data loaded. */
    async function load(path: string) {
      await page.goto(`${server.appUrl}${path}`)
      await page.getByRole('main').waitFor()
      await page.getByRole('heading', { level: 1 }).first().waitFor()
      await page.waitForLoadState('networkidle')
    }

    /**
     * Goes to `path` inside the app, as its links do: the app and axe's script stay in the page
     * (a reload per route started both again). Done once the address is `path`, a page heading
     * drawn since is there, nothing in the main area is loading, no request for data is under way
     * and the main area stayed the same for three frames in a row (a page can show its heading
     * before its rows arrive, and a virtual list draws its rows a frame or two after its data).
     */
    async function visit(path: string) {
      await page.evaluate((to) => {
        if (`${location.pathname}${location.search}` === to) return
        for (const heading of document.querySelectorAll('h1')) heading.setAttribute('data-page-left', '')
        history.pushState(null, '', to)
        dispatchEvent(new PopStateEvent('popstate'))
      }, path)
      await page.waitForFunction(
        (to) =>
          `${location.pathname}${location.search}` === to &&
          document.querySelector('main h1:not([data-page-left])') !== null &&
          document.querySelector('main [aria-busy="true"]') === null,
        path,
      )
      for (;;) {
        if (asking.size > 0) await new Promise<void>((resolve) => answered.push(resolve))
        await page.waitForFunction(stillForThreeFrames)
        if (asking.size === 0) return
      }
    }

    /** Loads `path`, then Tab to the skip link and Enter: focus is on the main area, by keyboard. */
    async function visitByKeyboard(path: string) {
      await load(path)
      await page.keyboard.press('Tab')
      await page.getByRole('link', { name: 'Skip to content' }).waitFor()
      await page.keyboard.press('Enter')
      await page.waitForFunction(() => document.activeElement?.id === 'main')
    }

    /**
     * Marks the element that has focus now; `cameBack` checks that focus returns to that very element
     * (or, when a screen drew that element anew meanwhile, to the one with the same role and name).
     */
    let marked = ''
    async function markFocus() {
      if (!everything) return
      marked = await focused(page)
      await page.evaluate(() => {
        for (const element of document.querySelectorAll('[data-focus-mark]')) element.removeAttribute('data-focus-mark')
        document.activeElement?.setAttribute('data-focus-mark', '')
      })
    }
    /** Records in `lost` where focus is when it did not come back to the marked element. */
    async function cameBack(lost: Record<string, string>, what: string) {
      if (!everything) return
      const back = await page
        .waitForFunction(() => document.activeElement?.hasAttribute('data-focus-mark') === true || document.querySelector('[data-focus-mark]') === null, undefined, {
          timeout: 10_000,
        })
        .then(() => true, () => false)
      const now = await focused(page)
      const redrawn = await page.evaluate(() => document.querySelector('[data-focus-mark]') === null)
      if (!back || (redrawn && now !== marked)) lost[what] = now
    }

    /**
     * Runs a command through the palette. Its title goes into the search field as one piece of
     * text (keyboard input, no pointer; the palette filtered every command again on each letter).
     */
    async function fromPalette(title: string) {
      await page.keyboard.press('Control+k')
      await page.getByRole('combobox', { name: 'Command palette' }).waitFor()
      await page.keyboard.insertText(title)
      await page.getByRole('option', { name: title, selected: true }).waitFor()
      await page.keyboard.press('Enter')
    }

    /** Escape until no dialog is open (the palette's theme list takes one Escape back to its commands). */
    async function closeDialog() {
      const dialogs = page.locator('[role="dialog"], [role="alertdialog"]')
      for (let press = 0; press < 3 && (await dialogs.count()) > 0; press += 1) {
        await page.keyboard.press('Escape')
        await dialogs.first().waitFor({ state: 'detached', timeout: 2000 }).catch(() => undefined)
      }
      await dialogs.first().waitFor({ state: 'detached' })
    }

    it('on every route of the library', async () => {
      const found: Record<string, string[]> = {}
      const routes: [string, string][] = [
        ['Home', '/'],
        ['Search', '/search?query=blue'],
        ['Artists', '/library/artists'],
        ['Artist', `/library/artists/${encodeURIComponent(artistId)}`],
        ['Albums', '/library/albums'],
        ['Album', `/library/albums/${encodeURIComponent(albumId)}`],
        ['Songs', '/library/songs'],
        ['Playlists', '/library/playlists'],
        ['Playlist', `/library/playlists/${encodeURIComponent(playlistId)}`],
        ['Radios', '/library/radios'],
        ['Not found', '/no-such-page'],
      ]
      for (const [name, path] of routes) {
        await visit(path)
        await audit(found, name)
      }
      expect(found).toEqual({})
      expect(errors).toEqual([])
    }, 180_000)

    it('on Login and its older-protocol dialog', async () => {
      const fresh = await newPage(chromium.browser)
      await presetTheme(fresh.page, theme)
      const found: Record<string, string[]> = {}
      const previous = page
      page = fresh.page
      try {
        await page.goto(server.appUrl)
        await page.waitForURL('**/server-config')
        await page.getByRole('heading', { level: 1 }).first().waitFor()
        await audit(found, 'Login')
        await page.getByLabel('Server URL').fill(server.appUrl)
        await page.getByLabel('Username').fill(server.user)
        await page.getByLabel('Password').fill(server.password)
        await page.getByRole('button', { name: 'Connect' }).click()
        await page.getByRole('button', { name: 'Continue anyway' }).waitFor()
        await audit(found, 'Older protocol')
      } finally {
        page = previous
        await fresh.page.context().close()
      }
      expect(found).toEqual({})
      expect(fresh.errors).toEqual([])
    })

    it('in the palette, every dialog and each settings page, all opened and closed by keyboard', async () => {
      const found: Record<string, string[]> = {}
      const lost: Record<string, string> = {}
      const before = await pointerEvents()
      await visitByKeyboard('/')
      await tabTo(page, /^button: Open settings/, { back: true, max: 80 })
      await markFocus()
      await page.keyboard.press('Control+k')
      await page.getByRole('combobox', { name: 'Command palette' }).waitFor()
      await audit(found, 'Palette')
      await page.keyboard.insertText('Change theme')
      await page.getByRole('option', { name: /^Change theme/, selected: true }).waitFor()
      await page.keyboard.press('Enter')
      const themes = page.getByRole('group', { name: 'Themes' })
      await themes.waitFor()
      await audit(found, 'Palette, themes')
      // Escape takes the theme list back to the palette's commands, a second one closes it.
      await page.keyboard.press('Escape')
      await themes.waitFor({ state: 'detached' })
      await closeDialog()
      await cameBack(lost, 'Palette')

      await page.keyboard.press('?')
      await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor()
      await audit(found, 'Keyboard shortcuts')
      await closeDialog()
      await cameBack(lost, 'Keyboard shortcuts')

      // The header's Settings button, by Enter; its pages by Tab and Enter.
      await page.keyboard.press('Enter')
      const settings = page.getByRole('dialog', { name: /^Settings/ })
      await settings.waitFor()
      for (const pageName of ['Appearance', 'Audio', 'Language', 'Content']) {
        await tabTo(page, new RegExp(`^button: ${pageName}$`), { max: 10 })
        await page.keyboard.press('Enter')
        await settings.getByRole('region', { name: pageName }).waitFor()
        await audit(found, `Settings, ${pageName}`)
      }
      await closeDialog()
      await cameBack(lost, 'Settings')

      const byPalette: [string, RegExp][] = [
        ['About Tonearm', /^About Tonearm$/],
        ['Server status', /^Server status$/],
        ['Log out', /^Log out\?$/],
        ['New playlist', /^New playlist$/],
        ['New radio station', /^New radio station$/],
        ['Current song info', /./],
      ]
      for (const [command, dialog] of byPalette) {
        await fromPalette(command)
        await page.getByRole(command === 'Log out' ? 'alertdialog' : 'dialog', { name: dialog }).waitFor()
        await page.waitForLoadState('networkidle')
        await audit(found, command)
        await closeDialog()
        await cameBack(lost, command)
      }

      // Dialogs about rows: add to playlist (album page), remove from and delete a playlist, delete a radio.
      await visitByKeyboard(`/library/albums/${encodeURIComponent(albumId)}`)
      await tabTo(page, /^row: /)
      await page.keyboard.press('ArrowDown')
      await markFocus()
      await page.keyboard.press('a')
      await page.keyboard.press('p')
      await page.getByRole('dialog', { name: 'Add to playlist' }).waitFor()
      await page.waitForLoadState('networkidle')
      await audit(found, 'Add to playlist')
      await closeDialog()
      await cameBack(lost, 'Add to playlist')
      await page.keyboard.press('i')
      await page.getByRole('dialog').waitFor()
      await audit(found, 'Song info')
      await closeDialog()
      await cameBack(lost, 'Song info')

      await visitByKeyboard(`/library/playlists/${encodeURIComponent(playlistId)}`)
      await tabTo(page, /^row: /)
      await page.keyboard.press('ArrowDown')
      await markFocus()
      await page.keyboard.press('Delete')
      await page.getByRole('alertdialog').waitFor()
      await audit(found, 'Remove from playlist')
      await closeDialog()
      await cameBack(lost, 'Remove from playlist')
      await fromPalette('Delete playlist')
      await page.getByRole('alertdialog').waitFor()
      await audit(found, 'Delete playlist')
      await closeDialog()
      await cameBack(lost, 'Delete playlist')
      await fromPalette('Edit playlist')
      await page.getByRole('dialog', { name: 'Edit playlist' }).waitFor()
      await audit(found, 'Edit playlist')
      await closeDialog()
      await cameBack(lost, 'Edit playlist')

      await visitByKeyboard('/library/radios')
      await tabTo(page, new RegExp(`^button: Delete ${radioName}`))
      await markFocus()
      await page.keyboard.press('Enter')
      await page.getByRole('alertdialog').waitFor()
      await audit(found, 'Delete radio')
      await closeDialog()
      await cameBack(lost, 'Delete radio')
      await tabTo(page, new RegExp(`^button: Edit ${radioName}`), { back: true })
      await markFocus()
      await page.keyboard.press('Enter')
      await page.getByRole('dialog', { name: 'Edit radio station' }).waitFor()
      await audit(found, 'Edit radio')
      await closeDialog()
      await cameBack(lost, 'Edit radio')

      expect(found).toEqual({})
      expect(lost).toEqual({})
      expect(await pointerEvents()).toBe(before)
      expect(errors).toEqual([])
    }, 180_000)

    it('in the big player, on each of its three tabs, by keyboard', async () => {
      const found: Record<string, string[]> = {}
      const lost: Record<string, string> = {}
      const before = await pointerEvents()
      await visitByKeyboard('/')
      await markFocus()
      await page.keyboard.press('f')
      const player = page.getByRole('dialog', { name: 'Player' })
      await player.waitFor()
      await tabTo(page, /^tab: /)
      for (const tab of ['Queue', 'Playing now', 'Lyrics']) {
        // Arrow keys move along the tab list and select (a press right after a tab's content
        // changes can go unanswered: press again until the tab has focus).
        await expect
          .poll(async () => {
            if (!(await focused(page)).startsWith(`tab: ${tab}`)) await page.keyboard.press('ArrowRight')
            return focused(page)
          })
          .toMatch(new RegExp(`^tab: ${tab}`))
        await page.keyboard.press('Enter')
        await player.getByRole('tab', { name: tab, selected: true }).waitFor()
        await page.waitForLoadState('networkidle')
        await audit(found, `Big player, ${tab}`)
      }
      await closeDialog()
      await cameBack(lost, 'Big player')
      expect(found).toEqual({})
      expect(lost).toEqual({})
      expect(await pointerEvents()).toBe(before)
      expect(errors).toEqual([])
    })

    it('in the context menus: song row, album card, columns, playlist options, opened by keyboard (Shift+F10, Enter)', async () => {
      const found: Record<string, string[]> = {}
      const lost: Record<string, string> = {}
      const before = await pointerEvents()
      const menu = async (open: string, what: string) => {
        await markFocus()
        await page.keyboard.press(open)
        await page.getByRole('menu').waitFor()
        await audit(found, what)
        await page.keyboard.press('Escape')
        await page.getByRole('menu').waitFor({ state: 'detached' })
        await cameBack(lost, what)
      }
      await visitByKeyboard(`/library/playlists/${encodeURIComponent(playlistId)}`)
      await tabTo(page, /^row: /)
      await menu('Shift+F10', 'Song row menu')
      await tabTo(page, /^button: Playlist options/, { back: true })
      await menu('Enter', 'Playlist options')
      await tabTo(page, /^button: Columns/)
      await menu('Enter', 'Columns')

      await visitByKeyboard('/library/albums')
      await tabTo(page, /^a: .* · /)
      await menu('Shift+F10', 'Album card menu')
      expect(found).toEqual({})
      expect(lost).toEqual({})
      expect(await pointerEvents()).toBe(before)
      expect(errors).toEqual([])
    })
  })
}
