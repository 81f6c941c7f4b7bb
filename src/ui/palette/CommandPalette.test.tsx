import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { allSettled } from 'effector'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { keybindingChanged } from '../../commands/keymap'
import { $openDialog, dialogOpened } from '../../model/dialogs/dialogs'
import { $palettePage } from '../../model/dialogs/palette-page'
import { $languageCode } from '../../model/preferences/language'
import { $recentCommandIds } from '../../model/preferences/recent-commands'
import { $themeName } from '../../model/preferences/theme'
import { $shownTheme } from '../../model/preferences/theme-preview'
import { hideRadiosSectionChanged } from '../../model/layout/pages'
import { $sidebarExpanded } from '../../model/layout/sidebar'
import { navigatorAttached } from '../../model/navigation/navigation'
import { createMemoryShell } from '../../shell/memory-shell'
import { persistedStoresLoadRequested } from '../../model/persistence/persist-store'
import { installLayoutStubs } from '../../testing/dom'
import { renderInScope } from '../../testing/render'
import { stubFetch, subsonicOk } from '../../testing/fetch'
import { fakeNavigator, forkWithShell, signIn } from '../../testing/scope'
import { serverSaved } from '../../model/session/server-config'
import { routesForPreload } from '../router/route-preload'
import { CommandPalette } from './CommandPalette'

async function openPalette(options: { isApple?: boolean; hideRadios?: boolean; unbind?: string; recent?: string } = {}) {
  const { scope, shell } = forkWithShell({ shell: createMemoryShell({ isApple: options.isApple ?? false }) })
  const navigator = fakeNavigator()
  await allSettled(navigatorAttached, { scope, params: navigator })
  await signIn(scope)
  if (options.hideRadios) await allSettled(hideRadiosSectionChanged, { scope, params: true })
  if (options.unbind) await allSettled(keybindingChanged, { scope, params: { id: options.unbind, binding: null } })
  if (options.recent) shell.data.set('recent_commands', JSON.stringify({ state: { ids: options.recent.split(',') }, version: 1 }))
  await allSettled(persistedStoresLoadRequested, { scope })
  await allSettled(dialogOpened, { scope, params: 'palette' })
  const user = userEvent.setup()
  renderInScope(<CommandPalette />, { scope })
  const dialog = await screen.findByRole('dialog', { name: 'Command palette' })
  return { scope, navigator, user, dialog, shell }
}

/**
 * Puts a search into the palette's input at once (pasted): typed, every keystroke filters and
 * redraws the whole command list in jsdom. Typing itself is what "filters as you type" checks.
 */
async function search(dialog: HTMLElement, user: ReturnType<typeof userEvent.setup>, text: string): Promise<void> {
  await user.click(within(dialog).getByRole('combobox', { name: 'Command palette' }))
  await user.paste(text)
}

function optionTexts(container: HTMLElement): string[] {
  return within(container)
    .queryAllByRole('option')
    .map((option) => option.textContent ?? '')
}

beforeAll(() => {
  installLayoutStubs()
})
afterEach(() => {
  vi.unstubAllGlobals()
  installLayoutStubs()
})

describe('CommandPalette', () => {
  it('lists every enabled command under Pages and Commands, with shortcut hints', async () => {
    const { dialog } = await openPalette()
    const pages = within(dialog).getByRole('group', { name: 'Pages' })
    const commands = within(dialog).getByRole('group', { name: 'Commands' })
    expect(optionTexts(pages)).toEqual([
      'Go to HomeGthenH',
      'Go to ArtistsGthenR',
      'Go to SongsGthenS',
      'Go to AlbumsGthenA',
      'Go to PlaylistsGthenP',
      'Go to RadiosGthenI',
      'Go to FoldersGthenO',
    ])
    expect(optionTexts(commands)).toEqual([
      'Volume upCtrl↑',
      'Volume downCtrl↓',
      'Mute or unmuteM',
      'Equalizer on or offEthenQ',
      'Next equalizer presetEthenP',
      'Crossfade on or offCthenF',
      'Next streaming qualityBthenR',
      'Streaming quality: original',
      'Streaming quality: 320 kbit/s',
      'Streaming quality: 192 kbit/s',
      'Streaming quality: 128 kbit/s',
      'Streaming quality: 64 kbit/s',
      'Bookmarks…BthenL',
      'Repeat: off, all, oneR',
      'Toggle sidebarCtrlB',
      'Toggle info panelCtrlI',
      'Show keyboard shortcuts?',
      'Open settingsCtrl,',
      'Change theme…',
      'Change language…',
      'Server statusOthenS',
      'Quick scan of the libraryOthenQ',
      'About TonearmOthenA',
      'Reset audio and player settings',
      'Copy the server link',
      'Toggle song-change notifications',
      'Add a server…',
      'Log out',
      'Search libraryGthenF',
      'Shuffle all songsShiftX',
      'Choose music folder…GthenM',
      'New playlistNthenP',
      'Refresh the playlists',
      'New radio stationNthenR',
      'Refresh the radio stations',
    ])
  })

  it('shows the key caps of a sequence and of a chord', async () => {
    const { dialog } = await openPalette()
    const albums = within(dialog).getByRole('option', { name: /Go to Albums/ })
    expect(within(albums).getByText('G')).toBeInTheDocument()
    expect(within(albums).getByText('then')).toBeInTheDocument()
    expect(within(albums).getByText('A')).toBeInTheDocument()
    const sidebar = within(dialog).getByRole('option', { name: /Toggle sidebar/ })
    expect(within(sidebar).getByText('Ctrl')).toBeInTheDocument()
    expect(within(sidebar).getByText('B')).toBeInTheDocument()
  })

  it('shows ⌘ on an Apple keyboard', async () => {
    const { dialog } = await openPalette({ isApple: true })
    const sidebar = within(dialog).getByRole('option', { name: /Toggle sidebar/ })
    expect(within(sidebar).getByText('⌘')).toBeInTheDocument()
    expect(within(sidebar).queryByText('Ctrl')).not.toBeInTheDocument()
  })

  it('shows no hint for a command the user unbound', async () => {
    const { dialog } = await openPalette({ unbind: 'view.toggleSidebar' })
    expect(within(dialog).getByRole('option', { name: /Toggle sidebar/ })).toHaveTextContent(/^Toggle sidebar$/)
  })

  it('leaves out disabled commands', async () => {
    const { dialog } = await openPalette({ hideRadios: true })
    expect(within(dialog).queryByRole('option', { name: /Go to Radios/ })).not.toBeInTheDocument()
    expect(within(dialog).getByRole('option', { name: /Go to Albums/ })).toBeInTheDocument()
  })

  it('names its list in the current language, not cmdk\'s English default', async () => {
    const { dialog } = await openPalette()
    expect(within(dialog).getByRole('listbox', { name: 'Results' })).toBeInTheDocument()
  })

  it('filters as you type', async () => {
    const { dialog, user } = await openPalette()
    await user.type(within(dialog).getByRole('combobox', { name: 'Command palette' }), 'albums')
    await waitFor(() => expect(optionTexts(dialog)).toEqual(['Go to AlbumsGthenA']))
    expect(within(dialog).queryByRole('group', { name: 'Commands' })).not.toBeInTheDocument()
    expect(within(dialog).getByRole('group', { name: 'Pages' })).toBeInTheDocument()
  })

  it('ranks a library item named exactly as typed above fuzzy command matches, and highlights it', async () => {
    stubFetch(() =>
      subsonicOk({ searchResult3: { album: [{ id: 'al-3', name: 'Volume', artist: 'The Modular Collective', artistId: 'ar-3', songCount: 4 }] } }),
    )
    const { dialog, user } = await openPalette()
    await search(dialog, user, 'volume')
    const album = await within(dialog).findByRole('option', { name: /^Volume\s*The Modular/ }, { timeout: 5000 })
    const options = within(dialog).getAllByRole('option')
    expect(options.some((option) => /Volume down/.test(option.textContent ?? ''))).toBe(true)
    expect(options[0]).toBe(album)
    await waitFor(() => expect(album).toHaveAttribute('aria-selected', 'true'))
  })

  it('says so when nothing matches', async () => {
    const { dialog, user } = await openPalette()
    await search(dialog, user, 'zqjzqjzqj')
    expect(await within(dialog).findByText('No results found.')).toBeInTheDocument()
    expect(optionTexts(dialog)).toEqual([])
  })

  it('runs the highlighted command on Enter and closes', async () => {
    const { dialog, user, navigator, scope } = await openPalette()
    await search(dialog, user, 'albums')
    await waitFor(() => expect(optionTexts(dialog)).toEqual(['Go to AlbumsGthenA']))
    await user.keyboard('{Enter}')
    await waitFor(() => expect(navigator.paths).toEqual(['/library/albums']))
    expect(scope.getState($openDialog)).toBeNull()
  })

  it('gives every option its own value, so Enter runs the highlighted one (cmdk selects by value)', async () => {
    const { dialog, user, scope } = await openPalette({ recent: 'queue.mix.shuffleAll' })
    const values = within(dialog)
      .getAllByRole('option')
      .map((option) => option.getAttribute('data-value'))
    expect(values.length).toBeGreaterThan(20)
    expect(new Set(values).size).toBe(values.length)
    await search(dialog, user, 'shuffle all songs')
    await waitFor(() => expect(optionTexts(dialog)).toEqual(['Shuffle all songsShiftX']))
    expect(within(dialog).getByRole('option', { name: /Shuffle all songs/ })).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(scope.getState($recentCommandIds)[0]).toBe('queue.mix.shuffleAll'))
  })

  it('moves the highlight with the arrow keys', async () => {
    const { dialog, user, navigator } = await openPalette()
    const input = within(dialog).getByRole('combobox')
    await user.click(input)
    expect(within(dialog).getByRole('option', { name: /Go to Home/ })).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(within(dialog).getByRole('option', { name: /Go to Songs/ })).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(navigator.paths).toEqual(['/library/songs']))
  })

  it('runs a command that is clicked', async () => {
    const { dialog, user, scope } = await openPalette()
    await user.click(within(dialog).getByRole('option', { name: /Toggle sidebar/ }))
    await waitFor(() => expect(scope.getState($sidebarExpanded)).toBe(false))
    expect(scope.getState($openDialog)).toBeNull()
  })

  it('closes on Escape without running anything', async () => {
    const { user, navigator, scope } = await openPalette()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(scope.getState($openDialog)).toBeNull())
    expect(navigator.paths).toEqual([])
  })

  it('lists the last commands used first, and remembers them in storage', async () => {
    const { dialog, user, scope, shell } = await openPalette({ recent: 'app.openSettings,pages.songs' })
    const recent = within(dialog).getByRole('group', { name: 'Recent' })
    expect(optionTexts(recent)).toEqual(['Open settingsCtrl,', 'Go to SongsGthenS'])
    await user.click(within(dialog).getByRole('option', { name: /^Toggle sidebar/ }))
    await waitFor(() => expect(scope.getState($recentCommandIds)).toEqual(['view.toggleSidebar', 'app.openSettings', 'pages.songs']))
    expect(JSON.parse(shell.data.get('recent_commands') ?? '{}').state.ids).toEqual(['view.toggleSidebar', 'app.openSettings', 'pages.songs'])
  })

  it("fetches the highlighted Go to command's page code, as a link does on hover", async () => {
    const preloadAlbums = vi.fn<() => Promise<void>>(() => Promise.resolve())
    routesForPreload([{ path: '/', children: [{ path: 'library/albums', handle: { preload: preloadAlbums } }] }])
    try {
      const { dialog, user } = await openPalette()
      await search(dialog, user, 'go to albums')
      await waitFor(() => expect(within(dialog).getByRole('option', { name: /^Go to Albums/ })).toHaveAttribute('aria-selected', 'true'))
      await waitFor(() => expect(preloadAlbums).toHaveBeenCalled())
    } finally {
      routesForPreload([])
    }
  })

  it('hides the recent group while searching', async () => {
    const { dialog, user } = await openPalette({ recent: 'pages.albums' })
    expect(within(dialog).getByRole('group', { name: 'Recent' })).toBeInTheDocument()
    await search(dialog, user, 'albums')
    await waitFor(() => expect(within(dialog).queryByRole('group', { name: 'Recent' })).not.toBeInTheDocument())
    expect(optionTexts(dialog)).toEqual(['Go to AlbumsGthenA'])
  })

  it('opens the theme list, previews the highlighted theme and keeps the one chosen', async () => {
    const { dialog, user, scope } = await openPalette()
    await search(dialog, user, 'change theme')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(scope.getState($palettePage)).toBe('themes'))
    const themes = await within(dialog).findByRole('group', { name: 'Themes' })
    expect(within(themes).getAllByRole('option')).toHaveLength(20)
    expect(within(themes).getByRole('option', { name: /^Dark/ })).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{ArrowDown}')
    expect(within(themes).getByRole('option', { name: /^Black/ })).toHaveAttribute('aria-selected', 'true')
    expect(scope.getState($shownTheme)).toBe('black')
    expect(scope.getState($themeName)).toBe('dark')
    await user.paste('dracula')
    await waitFor(() => expect(scope.getState($shownTheme)).toBe('dracula'))
    await user.keyboard('{Enter}')
    await waitFor(() => expect(scope.getState($openDialog)).toBeNull())
    expect(scope.getState($themeName)).toBe('dracula')
    expect(scope.getState($shownTheme)).toBe('dracula')
  })

  it('reverts the preview on Escape and goes back with Backspace on an empty search', async () => {
    const { dialog, user, scope } = await openPalette()
    await user.click(within(dialog).getByRole('option', { name: 'Change theme…' }))
    const themes = await within(dialog).findByRole('group', { name: 'Themes' })
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(within(themes).getByRole('option', { name: /^One Dark/ })).toHaveAttribute('aria-selected', 'true')
    expect(scope.getState($shownTheme)).toBe('one-dark')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(scope.getState($palettePage)).toBe('root'))
    expect(scope.getState($shownTheme)).toBe('dark')
    expect(scope.getState($openDialog)).toBe('palette')
    await user.click(within(dialog).getByRole('option', { name: 'Change language…' }))
    await within(dialog).findByRole('group', { name: 'Languages' })
    await user.keyboard('{Backspace}')
    await waitFor(() => expect(within(dialog).getByRole('group', { name: 'Pages' })).toBeInTheDocument())
  })

  it('lists the languages by native name with the current one disabled, and switches', async () => {
    const { dialog, user, scope } = await openPalette()
    await user.click(within(dialog).getByRole('option', { name: 'Change language…' }))
    const languages = await within(dialog).findByRole('group', { name: 'Languages' })
    expect(optionTexts(languages).map((text) => text.replace(/^\p{Regional_Indicator}{2}/u, ''))).toEqual(
      ['English (US)', 'Español', 'Português (Brasil)', '简体中文', 'Deutsch', 'Русский', 'Français'],
    )
    expect(within(languages).getByRole('option', { name: /English \(US\)/ })).toHaveAttribute('aria-disabled', 'true')
    await user.click(within(languages).getByRole('option', { name: /Deutsch/ }))
    await waitFor(() => expect(scope.getState($languageCode)).toBe('de'))
    expect(scope.getState($openDialog)).toBeNull()
  })

  it('Switch server… lists the saved servers, the signed-in one disabled, and switches to the chosen one', async () => {
    const { dialog, user, scope, shell } = await openPalette()
    await allSettled(serverSaved, {
      scope,
      params: { url: 'http://work.test', credentials: { authType: 'token', username: 'bob', token: 't', salt: 's' }, protocolVersion: '1.16.1', serverType: 'navidrome' },
    })
    await user.click(within(dialog).getByRole('option', { name: 'Switch server…' }))
    const servers = await within(dialog).findByRole('group', { name: 'Servers' })
    expect(optionTexts(servers)).toEqual(['music.testalice · http://music.test', 'work.testbob · http://work.test · Current'])
    expect(within(servers).getByRole('option', { name: /work\.test · Current/ })).toHaveAttribute('aria-disabled', 'true')
    await user.click(within(servers).getByRole('option', { name: /^music\.test/ }))
    await waitFor(() => expect(shell.restarts).toBe(1))
    expect(JSON.parse(shell.data.get('app_store')!).state.data).toMatchObject({ url: 'http://music.test', username: 'alice' })
    expect(scope.getState($openDialog)).toBeNull()
  })
})
