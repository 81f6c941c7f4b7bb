import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { allSettled } from 'effector'
import { beforeAll, describe, expect, it } from 'vitest'
import { $settingsPage, dialogOpened, settingsPageChanged } from '../../model/dialogs/dialogs'
import type { SettingsPage } from '../../model/dialogs/dialogs'
import { shellAttached } from '../../model/host/shell'
import { $pages, radiosPresetHidden } from '../../model/layout/pages'
import { persistedStoresLoadRequested } from '../../model/persistence/persist-store'
import { $autoFullscreen, $preferSyncedLyrics, $replayGain, autoFullscreenChanged, replayGainFailed } from '../../model/player/audio-settings'
import { $toasts } from '../../model/toasts/toasts'
import { $languageCode } from '../../model/preferences/language'
import { $themeName } from '../../model/preferences/theme'
import { osTypeDetected } from '../../model/session/server-config'
import { createMemoryShell } from '../../shell/memory-shell'
import { installLayoutStubs } from '../../testing/dom'
import { renderInScope } from '../../testing/render'
import { forkWithShell, signIn } from '../../testing/scope'
import { SettingsDialog } from './SettingsDialog'

async function openSettings(page: SettingsPage = 'appearance', options: { storage?: Map<string, string> } = {}) {
  const shell = createMemoryShell(options.storage ? { storage: options.storage } : {})
  const { scope } = forkWithShell({ shell })
  await allSettled(persistedStoresLoadRequested, { scope })
  await signIn(scope)
  await allSettled(settingsPageChanged, { scope, params: page })
  await allSettled(dialogOpened, { scope, params: 'settings' })
  renderInScope(<SettingsDialog />, { scope })
  const dialog = await screen.findByRole('dialog', { name: /^Settings/ })
  return { scope, shell, dialog, user: userEvent.setup() }
}

beforeAll(() => installLayoutStubs())

describe('SettingsDialog', () => {
  it('shows a breadcrumb and a side menu of five pages with the current one marked', async () => {
    const { dialog, user, scope } = await openSettings()
    expect(within(dialog).getByRole('heading', { level: 1 })).toHaveTextContent('SettingsAppearance')
    const menu = within(dialog).getByRole('navigation', { name: 'Settings pages' })
    const items = within(menu).getAllByRole('button')
    expect(items.map((item) => item.textContent)).toEqual(['Appearance', 'Audio', 'Language', 'Content', 'Storage'])
    expect(within(menu).getByRole('button', { name: 'Appearance' })).toHaveAttribute('aria-current', 'page')
    await user.click(within(menu).getByRole('button', { name: 'Audio' }))
    expect(scope.getState($settingsPage)).toBe('audio')
    expect(within(menu).getByRole('button', { name: 'Audio' })).toHaveAttribute('aria-current', 'page')
    expect(within(menu).getByRole('button', { name: 'Appearance' })).not.toHaveAttribute('aria-current')
    expect(within(dialog).getByRole('heading', { level: 1 })).toHaveTextContent('SettingsAudio')
  })

  it('picks a theme from a radio group of 20, and the choice is stored', async () => {
    const { dialog, user, scope, shell } = await openSettings('appearance')
    const group = within(dialog).getByRole('radiogroup', { name: 'Theme' })
    const radios = within(group).getAllByRole('radio')
    expect(radios).toHaveLength(20)
    expect(within(group).getByRole('radio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true')
    await user.click(within(group).getByRole('radio', { name: 'Catppuccin Mocha' }))
    expect(scope.getState($themeName)).toBe('catppuccin-mocha')
    expect(within(group).getByRole('radio', { name: 'Catppuccin Mocha' })).toHaveAttribute('aria-checked', 'true')
    expect(within(group).getByRole('radio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'false')
    expect(JSON.parse(shell.data.get('theme') ?? '{}')).toEqual({ state: { theme: 'catppuccin-mocha' }, version: 1 })
  })

  it('restores the stored theme', async () => {
    const storage = new Map([['theme', JSON.stringify({ state: { theme: 'dracula' }, version: 1 })]])
    const { dialog } = await openSettings('appearance', { storage })
    expect(within(dialog).getByRole('radio', { name: 'Dracula' })).toHaveAttribute('aria-checked', 'true')
  })

  it('toggles the automatic fullscreen player, labelled with what it does (full screen when the big player opens)', async () => {
    const { dialog, user, scope } = await openSettings('appearance')
    const toggle = within(dialog).getByRole('switch', { name: 'Big player fills the screen' })
    expect(toggle).toHaveAccessibleDescription('Opening the big player also switches the window to full screen.')
    expect(toggle).toHaveAttribute('aria-checked', 'false')
    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-checked', 'true')
    expect(scope.getState($autoFullscreen)).toBe(true)
  })

  it('sets ReplayGain within its limits, and synced lyrics', async () => {
    const { dialog, user, scope } = await openSettings('audio')
    const enabled = within(dialog).getByRole('switch', { name: 'Normalise volume with ReplayGain' })
    const preAmp = within(dialog).getByRole('slider', { name: 'Pre-amp' })
    const defaultGain = within(dialog).getByRole('slider', { name: 'Gain for songs without ReplayGain' })
    expect(preAmp).toBeDisabled()
    expect(preAmp).toHaveAttribute('min', '-15')
    expect(preAmp).toHaveAttribute('max', '15')
    expect(preAmp).toHaveAttribute('step', '1')
    expect(defaultGain).toHaveAttribute('min', '-10')
    expect(defaultGain).toHaveAttribute('max', '-1')
    expect(defaultGain).toHaveValue('-6')
    await user.click(enabled)
    expect(preAmp).toBeEnabled()
    await user.click(within(dialog).getByRole('radio', { name: 'Album' }))
    fireEvent.change(preAmp, { target: { value: '2' } })
    fireEvent.change(defaultGain, { target: { value: '-9' } })
    expect(scope.getState($replayGain)).toMatchObject({ enabled: true, mode: 'album', preAmp: 2, defaultGain: -9 })
    expect(preAmp).toHaveAttribute('aria-valuetext', '+2 dB')
    expect(defaultGain).toHaveAttribute('aria-valuetext', '-9 dB')
    await user.click(within(dialog).getByRole('switch', { name: 'Prefer synced lyrics' }))
    expect(scope.getState($preferSyncedLyrics)).toBe(true)
  })

  it('resets audio and player settings to their defaults from "Reset to defaults", and says so', async () => {
    const { dialog, user, scope } = await openSettings('audio')
    await allSettled(autoFullscreenChanged, { scope, params: true })
    await user.click(within(dialog).getByRole('switch', { name: 'Normalise volume with ReplayGain' }))
    await user.click(within(dialog).getByRole('radio', { name: 'Album' }))
    fireEvent.change(within(dialog).getByRole('slider', { name: 'Pre-amp' }), { target: { value: '4' } })
    await user.click(within(dialog).getByRole('switch', { name: 'Prefer synced lyrics' }))
    await user.click(within(dialog).getByRole('button', { name: 'Reset to defaults' }))
    expect(scope.getState($replayGain)).toEqual({ enabled: false, mode: 'track', preAmp: 0, error: false, defaultGain: -6 })
    expect(scope.getState($preferSyncedLyrics)).toBe(false)
    expect(scope.getState($autoFullscreen)).toBe(false)
    expect(within(dialog).getByRole('switch', { name: 'Prefer synced lyrics' })).toHaveAttribute('aria-checked', 'false')
    expect(scope.getState($toasts).map((toast) => toast.message)).toContain('settings.reset.done')
  })

  it('disables the ReplayGain toggle once ReplayGain failed', async () => {
    const { dialog, scope } = await openSettings('audio')
    await allSettled(replayGainFailed, { scope })
    await waitFor(() => expect(within(dialog).getByRole('switch', { name: 'Normalise volume with ReplayGain' })).toBeDisabled())
  })

  it('offers ReplayGain, crossfade and the equaliser on the Linux desktop app as in a browser (its WebKitGTK plays them)', async () => {
    const { dialog, scope } = await openSettings('audio')
    await allSettled(shellAttached, { scope, params: { ...createMemoryShell(), kind: 'desktop', reloadPolicy: 'blocked' } })
    await allSettled(osTypeDetected, { scope, params: 'Linux' })
    expect(within(dialog).getByRole('heading', { name: 'ReplayGain' })).toBeInTheDocument()
    expect(within(dialog).getByRole('switch', { name: 'Normalise volume with ReplayGain' })).toBeEnabled()
    expect(within(dialog).getByRole('switch', { name: 'Crossfade between songs' })).toBeInTheDocument()
    expect(within(dialog).getByRole('switch', { name: 'Equalizer on' })).toBeInTheDocument()
  })

  it('lists the languages by native name, the current one disabled, and switches', async () => {
    const { dialog, user, scope, shell } = await openSettings('language')
    const list = within(dialog).getByRole('list', { name: 'Languages' })
    const buttons = within(list).getAllByRole('button')
    expect(buttons.map((button) => button.textContent?.replace(/^\p{Regional_Indicator}{2}/u, ''))).toEqual([
      'English (US)',
      'Español',
      'Português (Brasil)',
      '简体中文',
      'Deutsch',
      'Русский',
      'Français',
    ])
    expect(within(list).getByRole('button', { name: /English/ })).toBeDisabled()
    await user.click(within(list).getByRole('button', { name: /Français/ }))
    expect(scope.getState($languageCode)).toBe('fr')
    expect(JSON.parse(shell.data.get('language') ?? '{}')).toEqual({ state: { langCode: 'fr' }, version: 1 })
    expect(within(list).getByRole('button', { name: /Français/ })).toBeDisabled()
    expect(within(list).getByRole('button', { name: /English/ })).toBeEnabled()
  })

  it('hides the radios section', async () => {
    const { dialog, user, scope } = await openSettings('content')
    const toggle = within(dialog).getByRole('switch', { name: 'Hide the radios section' })
    expect(toggle).toBeEnabled()
    await user.click(toggle)
    expect(scope.getState($pages).hideRadiosSection).toBe(true)
    expect(toggle).toHaveAttribute('aria-checked', 'true')
  })

  it('disables the radios toggle when the host page hides radios', async () => {
    const { dialog, scope } = await openSettings('content')
    await allSettled(radiosPresetHidden, { scope, params: true })
    const toggle = await within(dialog).findByRole('switch', { name: 'Hide the radios section' })
    await waitFor(() => expect(toggle).toBeDisabled())
    expect(toggle).toHaveAttribute('aria-checked', 'true')
    expect(within(dialog).getByText('This page’s host already hides radios.')).toBeInTheDocument()
  })
})
