import { allSettled } from 'effector'
import { describe, expect, it } from 'vitest'
import { persistedStoresLoadRequested } from '../model/persistence/persist-store'
import { createMemoryShell } from '../shell/memory-shell'
import { forkWithShell } from '../testing/scope'
import type { Binding } from './keymap'
import {
  $keymap,
  $userKeybindings,
  findConflicts,
  isDefaultBinding,
  keybindingChanged,
  keybindingReplaced,
  keybindingReset,
  keybindingsResetAll,
  matchKeys,
  portableChord,
} from './keymap'

function sequenceOf(keymap: readonly Binding[], commandId: string) {
  return keymap.find((binding) => binding.commandId === commandId)?.sequence
}

describe('$keymap', () => {
  it("resolves the registry's defaults for a non-Apple keyboard", () => {
    const { scope } = forkWithShell({ shell: createMemoryShell({ isApple: false }) })
    const keymap = scope.getState($keymap)
    expect(sequenceOf(keymap, 'view.toggleSidebar')).toEqual(['Ctrl+B'])
    expect(sequenceOf(keymap, 'view.openPalette')).toEqual(['Ctrl+K'])
    expect(sequenceOf(keymap, 'view.openShortcuts')).toEqual(['?'])
    expect(sequenceOf(keymap, 'pages.albums')).toEqual(['G', 'A'])
    expect(sequenceOf(keymap, 'app.logOut')).toBeUndefined()
  })

  it('uses Meta on an Apple keyboard', () => {
    const { scope } = forkWithShell({ shell: createMemoryShell({ isApple: true }) })
    expect(sequenceOf(scope.getState($keymap), 'view.toggleSidebar')).toEqual(['Meta+B'])
    expect(sequenceOf(scope.getState($keymap), 'app.openSettings')).toEqual(['Meta+,'])
  })

  it('toggles the sidebar with Ctrl or Meta plus B on every platform, showing the platform\'s own first', () => {
    for (const isApple of [false, true]) {
      const { scope } = forkWithShell({ shell: createMemoryShell({ isApple }) })
      const keymap = scope.getState($keymap)
      expect(matchKeys(keymap, ['Ctrl+B'])).toEqual({ kind: 'run', commandId: 'view.toggleSidebar' })
      expect(matchKeys(keymap, ['Meta+B'])).toEqual({ kind: 'run', commandId: 'view.toggleSidebar' })
      expect(sequenceOf(keymap, 'view.toggleSidebar')).toEqual([isApple ? 'Meta+B' : 'Ctrl+B'])
    }
  })

  it("lets the user's keybindings replace and unbind the defaults", async () => {
    const { scope } = forkWithShell()
    await allSettled(keybindingChanged, { scope, params: { id: 'view.toggleSidebar', binding: 'Mod+Shift+S' } })
    await allSettled(keybindingChanged, { scope, params: { id: 'pages.albums', binding: null } })
    await allSettled(keybindingChanged, { scope, params: { id: 'app.logOut', binding: 'G Q' } })
    const keymap = scope.getState($keymap)
    expect(sequenceOf(keymap, 'view.toggleSidebar')).toEqual(['Ctrl+Shift+S'])
    expect(sequenceOf(keymap, 'pages.albums')).toBeUndefined()
    expect(sequenceOf(keymap, 'app.logOut')).toEqual(['G', 'Q'])
    expect(matchKeys(keymap, ['Ctrl+B'])).toEqual({ kind: 'none' })
    expect(matchKeys(keymap, ['G', 'Q'])).toEqual({ kind: 'run', commandId: 'app.logOut' })
  })

  it('restores the default when a user keybinding is reset', async () => {
    const { scope } = forkWithShell()
    await allSettled(keybindingChanged, { scope, params: { id: 'pages.albums', binding: null } })
    await allSettled(keybindingReset, { scope, params: 'pages.albums' })
    expect(scope.getState($userKeybindings)).toEqual({})
    expect(sequenceOf(scope.getState($keymap), 'pages.albums')).toEqual(['G', 'A'])
  })

  it('applies user keybindings read from storage', async () => {
    const shell = createMemoryShell()
    shell.data.set('keybindings', JSON.stringify({ state: { 'view.toggleSidebar': 'Mod+J', 'pages.home': null }, version: 1 }))
    const { scope } = forkWithShell({ shell })
    await allSettled(persistedStoresLoadRequested, { scope })
    expect(sequenceOf(scope.getState($keymap), 'view.toggleSidebar')).toEqual(['Ctrl+J'])
    expect(sequenceOf(scope.getState($keymap), 'pages.home')).toBeUndefined()
  })

  it('reads keybindings stored under a renamed id under the new one', async () => {
    const shell = createMemoryShell()
    shell.data.set('keybindings', JSON.stringify({ state: { 'app.toggleSidebar': 'Mod+J', 'session.logOut': 'G Q' }, version: 1 }))
    const { scope } = forkWithShell({ shell })
    await allSettled(persistedStoresLoadRequested, { scope })
    expect(scope.getState($userKeybindings)).toEqual({ 'view.toggleSidebar': 'Mod+J', 'app.logOut': 'G Q' })
    expect(sequenceOf(scope.getState($keymap), 'view.toggleSidebar')).toEqual(['Ctrl+J'])
    expect(sequenceOf(scope.getState($keymap), 'app.logOut')).toEqual(['G', 'Q'])
  })

  it('keeps the context of a default binding for the user binding that replaces it', async () => {
    const { scope } = forkWithShell()
    expect(scope.getState($keymap).find((binding) => binding.commandId === 'view.toggleSidebar')?.when).toBe('anywhere')
    await allSettled(keybindingChanged, { scope, params: { id: 'view.toggleSidebar', binding: 'Mod+J' } })
    expect(scope.getState($keymap).filter((binding) => binding.commandId === 'view.toggleSidebar')).toEqual([
      { commandId: 'view.toggleSidebar', sequence: ['Ctrl+J'], when: 'anywhere' },
    ])
  })

  it('writes a recorded chord with the platform primary modifier as Mod', () => {
    expect(portableChord('Ctrl+Shift+L', false)).toBe('Mod+Shift+L')
    expect(portableChord('Shift+Meta+L', true)).toBe('Mod+Shift+L')
    expect(portableChord('Ctrl+L', true)).toBe('Ctrl+L')
    expect(portableChord('Meta+L', false)).toBe('Meta+L')
    expect(portableChord('Ctrl++', false)).toBe('Mod++')
    expect(portableChord('G', false)).toBe('G')
  })

  it('resets every command to its default at once', async () => {
    const { scope } = forkWithShell()
    await allSettled(keybindingChanged, { scope, params: { id: 'pages.albums', binding: null } })
    await allSettled(keybindingChanged, { scope, params: { id: 'view.toggleSidebar', binding: 'Mod+J' } })
    await allSettled(keybindingsResetAll, { scope })
    expect(scope.getState($userKeybindings)).toEqual({})
    expect(sequenceOf(scope.getState($keymap), 'pages.albums')).toEqual(['G', 'A'])
    expect(sequenceOf(scope.getState($keymap), 'view.toggleSidebar')).toEqual(['Ctrl+B'])
  })

  it("overrides a command's keys per context: a user binding replaces only that context's defaults, Reset brings all back", async () => {
    const { scope, shell } = forkWithShell()
    await allSettled(persistedStoresLoadRequested, { scope })
    const bindingsOf = (id: string) =>
      scope
        .getState($keymap)
        .filter((binding) => binding.commandId === id)
        .map((binding) => `${binding.when} ${binding.sequence.join(' ')}`)
    expect(bindingsOf('library.playFromRow')).toEqual(['table Enter'])
    // A binding in another context adds to the default there, which stays.
    await allSettled(keybindingChanged, { scope, params: { id: 'library.playFromRow', binding: 'Mod+Enter', when: 'idle' } })
    expect(bindingsOf('library.playFromRow')).toEqual(['idle Ctrl+Enter', 'table Enter'])
    expect(isDefaultBinding(scope.getState($userKeybindings), 'library.playFromRow')).toBe(false)
    // A binding in the default's context (the one the shortcuts modal records) replaces only that one.
    await allSettled(keybindingChanged, { scope, params: { id: 'library.playFromRow', binding: 'P' } })
    expect(bindingsOf('library.playFromRow')).toEqual(['table P', 'idle Ctrl+Enter'])
    expect(JSON.parse(shell.data.get('keybindings') ?? '{}').state).toEqual({ 'library.playFromRow@idle': 'Mod+Enter', 'library.playFromRow': 'P' })
    // Unbinding one context leaves the other.
    await allSettled(keybindingChanged, { scope, params: { id: 'library.playFromRow', binding: null, when: 'idle' } })
    expect(bindingsOf('library.playFromRow')).toEqual(['table P'])
    // Other commands keep their defaults throughout; Reset restores every default of the command.
    expect(bindingsOf('library.selectAllRows')).toEqual(['table Ctrl+A'])
    await allSettled(keybindingReset, { scope, params: 'library.playFromRow' })
    expect(bindingsOf('library.playFromRow')).toEqual(['table Enter'])
    expect(scope.getState($userKeybindings)).toEqual({})
    expect(isDefaultBinding(scope.getState($userKeybindings), 'library.playFromRow')).toBe(true)
  })

  it('replaces a conflicting binding: the new command gets the keys, the old one none', async () => {
    const { scope, shell } = forkWithShell()
    await allSettled(persistedStoresLoadRequested, { scope })
    await allSettled(keybindingReplaced, { scope, params: { id: 'app.logOut', binding: 'Ctrl+B', unbind: [{ id: 'view.toggleSidebar', when: 'anywhere' }] } })
    const keymap = scope.getState($keymap)
    expect(sequenceOf(keymap, 'app.logOut')).toEqual(['Ctrl+B'])
    expect(sequenceOf(keymap, 'view.toggleSidebar')).toBeUndefined()
    expect(matchKeys(keymap, ['Ctrl+B'])).toEqual({ kind: 'run', commandId: 'app.logOut' })
    expect(JSON.parse(shell.data.get('keybindings') ?? '{}')).toEqual({
      state: { 'view.toggleSidebar': null, 'app.logOut': 'Ctrl+B' },
      version: 1,
    })
  })

  it('gives every default binding to at most one command where their contexts can hold together', () => {
    const { scope } = forkWithShell()
    const keymap = scope.getState($keymap)
    const clashes = keymap.flatMap((binding) =>
      findConflicts(keymap, binding.commandId, binding.sequence, binding.when ?? 'idle').map((other) => `${binding.commandId} × ${other}`),
    )
    expect(clashes).toEqual([])
  })
})

describe('matchKeys', () => {
  const keymap: Binding[] = [
    { commandId: 'sidebar', sequence: ['Ctrl+B'] },
    { commandId: 'albums', sequence: ['G', 'A'] },
    { commandId: 'artists', sequence: ['G', 'R'] },
  ]

  it('finds a command, the start of a sequence, or nothing', () => {
    expect(matchKeys(keymap, ['Ctrl+B'])).toEqual({ kind: 'run', commandId: 'sidebar' })
    expect(matchKeys(keymap, ['G'])).toEqual({ kind: 'prefix' })
    expect(matchKeys(keymap, ['G', 'A'])).toEqual({ kind: 'run', commandId: 'albums' })
    expect(matchKeys(keymap, ['G', 'R'])).toEqual({ kind: 'run', commandId: 'artists' })
    expect(matchKeys(keymap, ['G', 'X'])).toEqual({ kind: 'none' })
    expect(matchKeys(keymap, ['A'])).toEqual({ kind: 'none' })
    expect(matchKeys(keymap, ['G', 'A', 'A'])).toEqual({ kind: 'none' })
  })
})

describe('findConflicts', () => {
  const keymap: Binding[] = [
    { commandId: 'sidebar', sequence: ['Ctrl+B'] },
    { commandId: 'albums', sequence: ['G', 'A'] },
    { commandId: 'artists', sequence: ['G', 'R'] },
    { commandId: 'help', sequence: ['?'] },
  ]

  it('finds the command that already uses the same keys', () => {
    expect(findConflicts(keymap, 'help', ['Ctrl+B'])).toEqual(['sidebar'])
    expect(findConflicts(keymap, 'help', ['G', 'A'])).toEqual(['albums'])
  })

  it('finds sequences the new keys would start or be started by', () => {
    expect(findConflicts(keymap, 'help', ['G'])).toEqual(['albums', 'artists'])
    expect(findConflicts(keymap, 'help', ['Ctrl+B', 'X'])).toEqual(['sidebar'])
  })

  it('is empty for free keys and ignores the command itself', () => {
    expect(findConflicts(keymap, 'help', ['G', 'X'])).toEqual([])
    expect(findConflicts(keymap, 'help', ['Ctrl+J'])).toEqual([])
    expect(findConflicts(keymap, 'albums', ['G', 'A'])).toEqual([])
  })
})

describe('findConflicts with contexts', () => {
  const keymap: Binding[] = [
    { commandId: 'play-row', sequence: ['Enter'], when: 'table' },
    { commandId: 'remove', sequence: ['Delete'], when: 'queue' },
    { commandId: 'palette', sequence: ['Ctrl+K'], when: 'anywhere' },
    { commandId: 'like', sequence: ['L'] },
  ]

  it('lets a table key and a queue key share a chord, as they never apply together', () => {
    expect(findConflicts(keymap, 'remove', ['Enter'], 'queue')).toEqual([])
    expect(findConflicts(keymap, 'play-row', ['Delete'], 'table')).toEqual([])
  })

  it('still finds clashes with idle or anywhere keys from a list context', () => {
    expect(findConflicts(keymap, 'play-row', ['L'], 'table')).toEqual(['like'])
    expect(findConflicts(keymap, 'remove', ['Ctrl+K'], 'queue')).toEqual(['palette'])
    expect(findConflicts(keymap, 'like', ['Enter'])).toEqual(['play-row'])
  })
})
