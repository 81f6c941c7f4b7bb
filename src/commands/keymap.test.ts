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
  keybindingChanged,
  keybindingReplaced,
  keybindingReset,
  keybindingsResetAll,
  matchKeys,
} from './keymap'

function sequenceOf(keymap: readonly Binding[], commandId: string) {
  return keymap.find((binding) => binding.commandId === commandId)?.sequence
}

describe('$keymap', () => {
  it("resolves the registry's defaults for a non-Apple keyboard", () => {
    const { scope } = forkWithShell({ shell: createMemoryShell({ isApple: false }) })
    const keymap = scope.getState($keymap)
    expect(sequenceOf(keymap, 'app.toggleSidebar')).toEqual(['Ctrl+B'])
    expect(sequenceOf(keymap, 'app.openPalette')).toEqual(['Ctrl+K'])
    expect(sequenceOf(keymap, 'app.openShortcuts')).toEqual(['?'])
    expect(sequenceOf(keymap, 'pages.albums')).toEqual(['G', 'A'])
    expect(sequenceOf(keymap, 'session.logOut')).toBeUndefined()
  })

  it('uses Meta on an Apple keyboard', () => {
    const { scope } = forkWithShell({ shell: createMemoryShell({ isApple: true }) })
    expect(sequenceOf(scope.getState($keymap), 'app.toggleSidebar')).toEqual(['Meta+B'])
    expect(sequenceOf(scope.getState($keymap), 'app.openSettings')).toEqual(['Meta+,'])
  })

  it('toggles the sidebar with Ctrl or Meta plus B on every platform (SPEC §2), showing the platform\'s own first', () => {
    for (const isApple of [false, true]) {
      const { scope } = forkWithShell({ shell: createMemoryShell({ isApple }) })
      const keymap = scope.getState($keymap)
      expect(matchKeys(keymap, ['Ctrl+B'])).toEqual({ kind: 'run', commandId: 'app.toggleSidebar' })
      expect(matchKeys(keymap, ['Meta+B'])).toEqual({ kind: 'run', commandId: 'app.toggleSidebar' })
      expect(sequenceOf(keymap, 'app.toggleSidebar')).toEqual([isApple ? 'Meta+B' : 'Ctrl+B'])
    }
  })

  it("lets the user's keybindings replace and unbind the defaults", async () => {
    const { scope } = forkWithShell()
    await allSettled(keybindingChanged, { scope, params: { id: 'app.toggleSidebar', binding: 'Mod+Shift+S' } })
    await allSettled(keybindingChanged, { scope, params: { id: 'pages.albums', binding: null } })
    await allSettled(keybindingChanged, { scope, params: { id: 'session.logOut', binding: 'G Q' } })
    const keymap = scope.getState($keymap)
    expect(sequenceOf(keymap, 'app.toggleSidebar')).toEqual(['Ctrl+Shift+S'])
    expect(sequenceOf(keymap, 'pages.albums')).toBeUndefined()
    expect(sequenceOf(keymap, 'session.logOut')).toEqual(['G', 'Q'])
    expect(matchKeys(keymap, ['Ctrl+B'])).toEqual({ kind: 'none' })
    expect(matchKeys(keymap, ['G', 'Q'])).toEqual({ kind: 'run', commandId: 'session.logOut' })
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
    shell.data.set('keybindings', JSON.stringify({ state: { 'app.toggleSidebar': 'Mod+J', 'pages.home': null }, version: 1 }))
    const { scope } = forkWithShell({ shell })
    await allSettled(persistedStoresLoadRequested, { scope })
    expect(sequenceOf(scope.getState($keymap), 'app.toggleSidebar')).toEqual(['Ctrl+J'])
    expect(sequenceOf(scope.getState($keymap), 'pages.home')).toBeUndefined()
  })

  it('resets every command to its default at once', async () => {
    const { scope } = forkWithShell()
    await allSettled(keybindingChanged, { scope, params: { id: 'pages.albums', binding: null } })
    await allSettled(keybindingChanged, { scope, params: { id: 'app.toggleSidebar', binding: 'Mod+J' } })
    await allSettled(keybindingsResetAll, { scope })
    expect(scope.getState($userKeybindings)).toEqual({})
    expect(sequenceOf(scope.getState($keymap), 'pages.albums')).toEqual(['G', 'A'])
    expect(sequenceOf(scope.getState($keymap), 'app.toggleSidebar')).toEqual(['Ctrl+B'])
  })

  it('replaces a conflicting binding: the new command gets the keys, the old one none', async () => {
    const { scope, shell } = forkWithShell()
    await allSettled(persistedStoresLoadRequested, { scope })
    await allSettled(keybindingReplaced, { scope, params: { id: 'session.logOut', binding: 'Ctrl+B', unbind: ['app.toggleSidebar'] } })
    const keymap = scope.getState($keymap)
    expect(sequenceOf(keymap, 'session.logOut')).toEqual(['Ctrl+B'])
    expect(sequenceOf(keymap, 'app.toggleSidebar')).toBeUndefined()
    expect(matchKeys(keymap, ['Ctrl+B'])).toEqual({ kind: 'run', commandId: 'session.logOut' })
    expect(JSON.parse(shell.data.get('keybindings') ?? '{}')).toEqual({
      state: { 'app.toggleSidebar': null, 'session.logOut': 'Ctrl+B' },
      version: 1,
    })
  })

  it('gives every default binding to at most one command', () => {
    const { scope } = forkWithShell()
    const sequences = scope.getState($keymap).map((binding) => binding.sequence.join(' '))
    expect(new Set(sequences).size).toBe(sequences.length)
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
