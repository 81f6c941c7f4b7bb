import { allSettled } from 'effector'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { $userKeybindings, keybindingChanged } from '../../commands/keymap'
import { createMemoryShell } from '../../shell/memory-shell'
import { forkWithShell } from '../../testing/scope'
import { $language, $languageCode, languageChanged } from '../preferences/language'
import { $theme, $themeName, DEFAULT_THEME, themeChanged } from '../preferences/theme'
import { persistedStoresLoadRequested } from './persist-store'

let consoleError: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
})

afterEach(() => {
  vi.restoreAllMocks()
})

/** Writes in one scope, then starts a new scope on the same storage, as a reload does. */
async function reloadWith(storage: Map<string, string>) {
  const { scope } = forkWithShell({ shell: createMemoryShell({ storage }) })
  await allSettled(persistedStoresLoadRequested, { scope })
  return scope
}

describe('persisted preferences', () => {
  it('defaults to the dark theme and en-US', () => {
    const { scope } = forkWithShell()
    expect(DEFAULT_THEME).toBe('dark')
    expect(scope.getState($themeName)).toBe('dark')
    expect(scope.getState($languageCode)).toBe('en-US')
  })

  it('round-trips the theme as { state: { theme }, version: 1 }', async () => {
    const { scope, shell } = forkWithShell()
    await allSettled(persistedStoresLoadRequested, { scope })
    await allSettled(themeChanged, { scope, params: 'dracula' })
    expect(JSON.parse(shell.data.get('theme') ?? 'null')).toEqual({ state: { theme: 'dracula' }, version: 1 })
    const reloaded = await reloadWith(shell.data)
    expect(reloaded.getState($themeName)).toBe('dracula')
    expect(reloaded.getState($theme)).toEqual({ theme: 'dracula' })
  })

  it('round-trips the language as { state: { langCode }, version: 1 }', async () => {
    const { scope, shell } = forkWithShell()
    await allSettled(languageChanged, { scope, params: 'ru' })
    expect(JSON.parse(shell.data.get('language') ?? 'null')).toEqual({ state: { langCode: 'ru' }, version: 1 })
    const reloaded = await reloadWith(shell.data)
    expect(reloaded.getState($languageCode)).toBe('ru')
    expect(reloaded.getState($language)).toEqual({ langCode: 'ru' })
  })

  it('round-trips user keybindings, unbinding included', async () => {
    const { scope, shell } = forkWithShell()
    await allSettled(keybindingChanged, { scope, params: { id: 'view.toggleSidebar', binding: 'Mod+J' } })
    await allSettled(keybindingChanged, { scope, params: { id: 'pages.home', binding: null } })
    expect(JSON.parse(shell.data.get('keybindings') ?? 'null')).toEqual({
      state: { 'view.toggleSidebar': 'Mod+J', 'pages.home': null },
      version: 1,
    })
    const reloaded = await reloadWith(shell.data)
    expect(reloaded.getState($userKeybindings)).toEqual({ 'view.toggleSidebar': 'Mod+J', 'pages.home': null })
  })

  it('falls back to the default for an unknown theme or language, with an error logged', async () => {
    const storage = new Map([
      ['theme', JSON.stringify({ state: { theme: 'neon-nightmare' }, version: 1 })],
      ['language', JSON.stringify({ state: { langCode: 'tlh' }, version: 1 })],
    ])
    const reloaded = await reloadWith(storage)
    expect(reloaded.getState($themeName)).toBe('dark')
    expect(reloaded.getState($languageCode)).toBe('en-US')
    expect(consoleError).toHaveBeenCalledTimes(2)
  })

  it('falls back to the default for another version of the theme document', async () => {
    const reloaded = await reloadWith(new Map([['theme', JSON.stringify({ state: { theme: 'light' }, version: 2 })]]))
    expect(reloaded.getState($themeName)).toBe('dark')
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('"theme" is version 2'))
  })

  it('restores each store from its own document and leaves one with no document as it was, unwritten', async () => {
    const storage = new Map([['language', JSON.stringify({ state: { langCode: 'de' }, version: 1 })]])
    const reloaded = await reloadWith(storage)
    expect(reloaded.getState($languageCode)).toBe('de')
    expect(reloaded.getState($themeName)).toBe('dark')
    expect(storage.has('theme')).toBe(false)
    expect(JSON.parse(storage.get('language') ?? 'null')).toEqual({ state: { langCode: 'de' }, version: 1 })
  })
})
