import { describe, expect, it } from 'vitest'
import type { KeyLike } from './keybinding'
import { chordFromEvent, displayKeys, resolveChord, resolveSequence } from './keybinding'

function key(init: Partial<KeyLike> & { key: string }): KeyLike {
  return { ctrlKey: false, altKey: false, shiftKey: false, metaKey: false, ...init }
}

describe('resolveChord', () => {
  it('makes Mod Ctrl off Apple and Meta on Apple', () => {
    expect(resolveChord('Mod+B', false)).toBe('Ctrl+B')
    expect(resolveChord('Mod+B', true)).toBe('Meta+B')
  })

  it('puts modifiers in the order Ctrl, Alt, Shift, Meta and upper-cases letters', () => {
    expect(resolveChord('shift+mod+p', false)).toBe('Ctrl+Shift+P')
    expect(resolveChord('Mod+Shift+p', true)).toBe('Shift+Meta+P')
    expect(resolveChord('Meta+Alt+Ctrl+x', false)).toBe('Ctrl+Alt+Meta+X')
  })

  it('understands aliases of modifiers and keys', () => {
    expect(resolveChord('Cmd+K', false)).toBe('Meta+K')
    expect(resolveChord('Control+Option+K', false)).toBe('Ctrl+Alt+K')
    expect(resolveChord('Esc', false)).toBe('Escape')
    expect(resolveChord('left', false)).toBe('ArrowLeft')
    expect(resolveChord('Space', false)).toBe('Space')
  })

  it('keeps punctuation keys as they are', () => {
    expect(resolveChord('?', false)).toBe('?')
    expect(resolveChord('Mod+,', false)).toBe('Ctrl+,')
  })
})

describe('resolveSequence', () => {
  it('splits a sequence into chords on spaces', () => {
    expect(resolveSequence('G A', false)).toEqual(['G', 'A'])
    expect(resolveSequence('  g   a ', false)).toEqual(['G', 'A'])
    expect(resolveSequence('Mod+K Mod+S', true)).toEqual(['Meta+K', 'Meta+S'])
  })
})

describe('chordFromEvent', () => {
  it('reads Ctrl+B and Meta+B', () => {
    expect(chordFromEvent(key({ key: 'b', code: 'KeyB', ctrlKey: true }))).toBe(resolveChord('Mod+B', false))
    expect(chordFromEvent(key({ key: 'b', code: 'KeyB', metaKey: true }))).toBe(resolveChord('Mod+B', true))
  })

  it('uses the physical key, so a Russian layout still matches', () => {
    expect(chordFromEvent(key({ key: 'и', code: 'KeyB', ctrlKey: true }))).toBe('Ctrl+B')
    expect(chordFromEvent(key({ key: 'п', code: 'KeyG' }))).toBe('G')
    expect(chordFromEvent(key({ key: 'ф', code: 'KeyA' }))).toBe('A')
  })

  it('uses the physical digit key', () => {
    expect(chordFromEvent(key({ key: '&', code: 'Digit1', shiftKey: true }))).toBe('Shift+1')
    expect(chordFromEvent(key({ key: '1', code: 'Digit1' }))).toBe('1')
  })

  it('reads ? typed with Shift as ?, the way the binding is written', () => {
    expect(chordFromEvent(key({ key: '?', code: 'Slash', shiftKey: true }))).toBe(resolveChord('?', false))
  })

  it('keeps Shift for letters and named keys', () => {
    expect(chordFromEvent(key({ key: 'P', code: 'KeyP', shiftKey: true, ctrlKey: true }))).toBe('Ctrl+Shift+P')
    expect(chordFromEvent(key({ key: 'Tab', code: 'Tab', shiftKey: true }))).toBe('Shift+Tab')
  })

  it('reads named keys', () => {
    expect(chordFromEvent(key({ key: 'Escape', code: 'Escape' }))).toBe('Escape')
    expect(chordFromEvent(key({ key: ' ', code: 'Space' }))).toBe('Space')
    expect(chordFromEvent(key({ key: 'ArrowLeft', code: 'ArrowLeft', altKey: true }))).toBe('Alt+ArrowLeft')
  })

  it('falls back to the character when there is no code', () => {
    expect(chordFromEvent(key({ key: 'k', ctrlKey: true }))).toBe('Ctrl+K')
  })

  it('ignores a modifier pressed on its own', () => {
    for (const name of ['Control', 'Shift', 'Alt', 'Meta', 'AltGraph', 'CapsLock', 'Dead', 'Unidentified']) {
      expect(chordFromEvent(key({ key: name, ctrlKey: name === 'Control' }))).toBeNull()
    }
  })
})

describe('displayKeys', () => {
  it('shows key caps per chord, with Apple symbols on Apple', () => {
    expect(displayKeys(['Ctrl+B'], false)).toEqual([['Ctrl', 'B']])
    expect(displayKeys(['Meta+B'], true)).toEqual([['⌘', 'B']])
    expect(displayKeys(['Shift+Meta+P'], true)).toEqual([['⇧', '⌘', 'P']])
    expect(displayKeys(['G', 'A'], false)).toEqual([['G'], ['A']])
    expect(displayKeys(['Escape', 'ArrowUp'], false)).toEqual([['Esc'], ['↑']])
  })

  it('keeps a + key as a key cap', () => {
    expect(displayKeys(['Ctrl++'], false)).toEqual([['Ctrl', '+']])
  })
})
