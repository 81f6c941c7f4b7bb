import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeFindings, presetTheme } from './axe'
import { launchChromium, newPage } from './browser'
import { signedInPage } from './shell-session'
import { albumSongs, queueUp, rest, server } from './test-server'

/** The screens, dialogs and menus axe-core checks, in one dark and one light theme (README figures). */
const THEMES = ['dark', 'light'] as const

let browser: Browser
let albumId = ''
let artistId = ''
let playlistId = ''
let radioName = ''

beforeAll(async () => {
  browser = await launchChromium()
  const list = await rest<{ albumList2: { album: { id: string; artistId: string }[] } }>('getAlbumList2', { type: 'alphabeticalByName', size: '1' })
  const album = list.albumList2.album[0]!
  albumId = album.id
  artistId = album.artistId
  const stamp = Date.now()
  const name = `Audit ${stamp}`
  await rest('createPlaylist', { name })
  const playlists = await rest<{ playlists: { playlist: { id: string; name: string }[] } }>('getPlaylists')
  playlistId = playlists.playlists.playlist.find((entry) => entry.name === name)!.id
  for (const song of (await albumSongs('Blue Hours')).slice(0, 2)) await rest('updatePlaylist', { playlistId, songIdToAdd: song.id })
  radioName = `Audit FM ${stamp}`
  await rest('createInternetRadioStation', { name: radioName, streamUrl: 'https://radio.example.org/stream', homepageUrl: 'https://radio.example.org' })
})
afterAll(async () => {
  await rest('deletePlaylist', { id: playlistId }).catch(() => undefined)
  const radios = await rest<{ internetRadioStations: { internetRadioStation?: { id: string; name: string }[] } }>('getInternetRadioStations').catch(() => null)
  const radio = radios?.internetRadioStations.internetRadioStation?.find((entry) => entry.name === radioName)
  if (radio) await rest('deleteInternetRadioStation', { id: radio.id }).catch(() => undefined)
  await browser?.close()
})

for (const theme of THEMES) {
  describe(`axe-core finds nothing, of any impact, in the ${theme} theme`, () => {
    let page: Page
    let errors: string[]
    /** Every finding, by what was checked; a test expects its part of this to be empty. */
    const audit = async (found: Record<string, string[]>, what: string) => {
      const findings = await axeFindings(page)
      if (findings.length > 0) found[what] = findings
    }

    beforeAll(async () => {
      ;({ page, errors } = await signedInPage(browser, server))
      await presetTheme(page, theme)
      await page.goto(server.appUrl)
      await page.getByRole('heading', { name: 'Home', level: 1 }).waitFor()
      await queueUp(page, await albumSongs('Blue Hours'))
    })
    afterAll(async () => {
      await page?.context().close()
    })

    async function visit(path: string) {
      await page.goto(`${server.appUrl}${path}`)
      await page.getByRole('main').waitFor()
      await page.getByRole('heading', { level: 1 }).first().waitFor()
      await page.waitForLoadState('networkidle')
    }

    /** Runs a command through the palette. */
    async function fromPalette(title: string) {
      await page.keyboard.press('Control+k')
      await page.getByRole('combobox', { name: 'Command palette' }).waitFor()
      await page.keyboard.type(title)
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
    })

    it('on Login and its older-protocol dialog', async () => {
      const fresh = await newPage(browser)
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

    it('in the palette, every dialog and each settings page', async () => {
      const found: Record<string, string[]> = {}
      await visit('/')
      await page.keyboard.press('Control+k')
      await page.getByRole('combobox', { name: 'Command palette' }).waitFor()
      await audit(found, 'Palette')
      await page.keyboard.type('Change theme')
      await page.keyboard.press('Enter')
      await page.getByRole('group', { name: 'Themes' }).waitFor()
      await audit(found, 'Palette, themes')
      await closeDialog()

      await page.keyboard.press('?')
      await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor()
      await audit(found, 'Keyboard shortcuts')
      await closeDialog()

      await page.keyboard.press('Control+,')
      const settings = page.getByRole('dialog', { name: /^Settings/ })
      await settings.waitFor()
      for (const pageName of ['Appearance', 'Audio', 'Language', 'Content']) {
        await settings.getByRole('button', { name: pageName }).click()
        await settings.getByRole('region', { name: pageName }).waitFor()
        await audit(found, `Settings, ${pageName}`)
      }
      await closeDialog()

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
      }

      // Dialogs about rows: add to playlist (album page), remove from and delete a playlist, delete a radio.
      await visit(`/library/albums/${encodeURIComponent(albumId)}`)
      await page.getByRole('grid').locator('tbody tr[aria-label]').first().focus()
      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('a')
      await page.keyboard.press('p')
      await page.getByRole('dialog', { name: 'Add to playlist' }).waitFor()
      await page.waitForLoadState('networkidle')
      await audit(found, 'Add to playlist')
      await closeDialog()
      await page.keyboard.press('i')
      await page.getByRole('dialog').waitFor()
      await audit(found, 'Song info')
      await closeDialog()

      await visit(`/library/playlists/${encodeURIComponent(playlistId)}`)
      await page.getByRole('grid').locator('tbody tr[aria-label]').first().focus()
      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('Delete')
      await page.getByRole('alertdialog').waitFor()
      await audit(found, 'Remove from playlist')
      await closeDialog()
      await fromPalette('Delete playlist')
      await page.getByRole('alertdialog').waitFor()
      await audit(found, 'Delete playlist')
      await closeDialog()
      await fromPalette('Edit playlist')
      await page.getByRole('dialog', { name: 'Edit playlist' }).waitFor()
      await audit(found, 'Edit playlist')
      await closeDialog()

      await visit('/library/radios')
      await page.getByRole('button', { name: `Delete ${radioName}` }).focus()
      await page.keyboard.press('Enter')
      await page.getByRole('alertdialog').waitFor()
      await audit(found, 'Delete radio')
      await closeDialog()
      await page.getByRole('button', { name: `Edit ${radioName}` }).focus()
      await page.keyboard.press('Enter')
      await page.getByRole('dialog', { name: 'Edit radio station' }).waitFor()
      await audit(found, 'Edit radio')
      await closeDialog()

      expect(found).toEqual({})
      expect(errors).toEqual([])
    })

    it("in the big player, on each of its three tabs", async () => {
      const found: Record<string, string[]> = {}
      await visit('/')
      await page.keyboard.press('f')
      const player = page.getByRole('dialog', { name: 'Player' })
      await player.waitFor()
      for (const tab of ['Queue', 'Playing now', 'Lyrics']) {
        await player.getByRole('tab', { name: tab }).focus()
        await page.keyboard.press('Enter')
        await player.getByRole('tab', { name: tab, selected: true }).waitFor()
        await page.waitForLoadState('networkidle')
        await audit(found, `Big player, ${tab}`)
      }
      await closeDialog()
      expect(found).toEqual({})
      expect(errors).toEqual([])
    })

    it('in the context menus: song row, album card, columns, playlist options', async () => {
      const found: Record<string, string[]> = {}
      await visit(`/library/playlists/${encodeURIComponent(playlistId)}`)
      await page.getByRole('grid').locator('tbody tr[aria-label]').first().click({ button: 'right', position: { x: 8, y: 8 } })
      await page.getByRole('menu').waitFor()
      await audit(found, 'Song row menu')
      await page.keyboard.press('Escape')
      await page.getByRole('menu').waitFor({ state: 'detached' })
      await page.getByRole('button', { name: 'Playlist options' }).click()
      await page.getByRole('menu').waitFor()
      await audit(found, 'Playlist options')
      await page.keyboard.press('Escape')
      await page.getByRole('menu').waitFor({ state: 'detached' })
      await page.getByRole('button', { name: 'Columns' }).click()
      await page.getByRole('menu').waitFor()
      await audit(found, 'Columns')
      await page.keyboard.press('Escape')
      await page.getByRole('menu').waitFor({ state: 'detached' })

      await visit('/library/albums')
      await page.getByRole('main').getByRole('link').filter({ has: page.locator('img') }).first().click({ button: 'right' })
      await page.getByRole('menu').waitFor()
      await audit(found, 'Album card menu')
      await page.keyboard.press('Escape')
      expect(found).toEqual({})
      expect(errors).toEqual([])
    })
  })
}
