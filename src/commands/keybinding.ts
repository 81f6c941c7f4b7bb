/**
 * Keybindings are data: written once as `Mod+B` (Mod is ⌘ on Apple keyboards, Ctrl elsewhere),
 * or as a sequence of chords separated by spaces (`G A`). Resolved to canonical chords that a
 * keyboard event can be compared with: modifiers in the order Ctrl, Alt, Shift, Meta, then the key.
 */
export type Chord = string
export type Sequence = readonly Chord[]

const MODIFIER_ORDER = ['Ctrl', 'Alt', 'Shift', 'Meta'] as const
type Modifier = (typeof MODIFIER_ORDER)[number]

const ALIASES: Record<string, string> = {
  control: 'Ctrl',
  ctrl: 'Ctrl',
  cmd: 'Meta',
  command: 'Meta',
  meta: 'Meta',
  option: 'Alt',
  alt: 'Alt',
  shift: 'Shift',
  esc: 'Escape',
  space: 'Space',
  ' ': 'Space',
  left: 'ArrowLeft',
  right: 'ArrowRight',
  up: 'ArrowUp',
  down: 'ArrowDown',
}

/** `Mod+Shift+p` → `Ctrl+Shift+P` (or `Shift+Meta+P` on Apple). */
export function resolveChord(chord: string, isApple: boolean): Chord {
  const parts = chord.split('+').map((part) => part.trim())
  const modifiers = new Set<Modifier>()
  let key = ''
  parts.forEach((part, index) => {
    const last = index === parts.length - 1
    const lower = part.toLowerCase()
    if (!last && lower === 'mod') modifiers.add(isApple ? 'Meta' : 'Ctrl')
    else if (!last) modifiers.add((ALIASES[lower] ?? part) as Modifier)
    else key = normaliseKey(part === '' ? '+' : part)
  })
  return canonical(modifiers, key)
}

export function resolveSequence(binding: string, isApple: boolean): Sequence {
  return binding
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((chord) => resolveChord(chord, isApple))
}

export interface KeyLike {
  readonly key: string
  readonly code?: string
  readonly ctrlKey: boolean
  readonly altKey: boolean
  readonly shiftKey: boolean
  readonly metaKey: boolean
}

/**
 * The chord a key event makes. Letters and digits come from the physical key (so shortcuts
 * work on any layout); for other printable characters Shift is already in the character (`?`).
 */
export function chordFromEvent(event: KeyLike): Chord | null {
  if (['Control', 'Alt', 'Shift', 'Meta', 'AltGraph', 'CapsLock', 'Dead', 'Unidentified'].includes(event.key)) return null
  const modifiers = new Set<Modifier>()
  if (event.ctrlKey) modifiers.add('Ctrl')
  if (event.altKey) modifiers.add('Alt')
  if (event.metaKey) modifiers.add('Meta')
  const fromCode = /^Key([A-Z])$/.exec(event.code ?? '')?.[1] ?? /^Digit(\d)$/.exec(event.code ?? '')?.[1]
  const key = fromCode ?? normaliseKey(event.key)
  const printable = fromCode === undefined && key.length === 1
  if (event.shiftKey && !printable) modifiers.add('Shift')
  return canonical(modifiers, key)
}

function normaliseKey(key: string): string {
  const alias = ALIASES[key.toLowerCase()] ?? ALIASES[key]
  if (alias) return alias
  return key.length === 1 ? key.toUpperCase() : key.charAt(0).toUpperCase() + key.slice(1)
}

function canonical(modifiers: ReadonlySet<Modifier>, key: string): Chord {
  return [...MODIFIER_ORDER.filter((m) => modifiers.has(m)), key].join('+')
}

const APPLE_SYMBOLS: Record<string, string> = { Meta: '⌘', Ctrl: '⌃', Alt: '⌥', Shift: '⇧' }
const KEY_SYMBOLS: Record<string, string> = {
  ArrowLeft: '←',
  ArrowRight: '→',
  ArrowUp: '↑',
  ArrowDown: '↓',
  Escape: 'Esc',
}

/** The keys to show for a resolved sequence: one array of key caps per chord. */
export function displayKeys(sequence: Sequence, isApple: boolean): string[][] {
  return sequence.map((chord) =>
    chord
      .split(/\+(?!$)/)
      .map((part) => (isApple ? APPLE_SYMBOLS[part] : undefined) ?? KEY_SYMBOLS[part] ?? part),
  )
}
