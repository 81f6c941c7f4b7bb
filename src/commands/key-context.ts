/** Where the focus is when a key is pressed: one area at a time (the nearest around the focus), or none. */
export type FocusArea = 'table' | 'queue' | 'album'

/** The moment of a key press, worked out once for every listener (src/ui/commands/key-moment.ts). */
export interface KeyMoment {
  readonly focus: FocusArea | null
  /** A text field has focus. */
  readonly typing: boolean
  /** A dialog is open (the palette, settings, the big player…). */
  readonly dialog: boolean
  readonly host: 'desktop' | 'browser'
}

/** What a context requires of the moment; a key it leaves out may be anything. */
export type ContextKeys = { readonly [Key in keyof KeyMoment]?: KeyMoment[Key] }

/**
 * The contexts a binding's `when` names (VS Code's `when` clause, as a set of keys): a new one is
 * one line, such as `tableOnDesktop: { focus: 'table', typing: false, dialog: false, host: 'desktop' }`
 * (with its label in locales/<lang>/shortcuts.context.json).
 */
export const KEY_CONTEXT_KEYS = {
  /** The default: no text field has focus and no dialog is open. */
  idle: { typing: false, dialog: false },
  /** Also while typing or in a dialog (only for chords with Ctrl/⌘). */
  anywhere: {},
  table: { focus: 'table', typing: false, dialog: false },
  /** The queue lives in the big player, a dialog: its keys work there. */
  queue: { focus: 'queue', typing: false },
  /** An album card, or the album page's headline. */
  album: { focus: 'album', typing: false, dialog: false },
} as const satisfies Record<string, ContextKeys>

export type KeyContext = keyof typeof KEY_CONTEXT_KEYS
export const KEY_CONTEXTS = Object.keys(KEY_CONTEXT_KEYS) as readonly KeyContext[]

const keysOf = (keys: ContextKeys) => Object.keys(keys) as (keyof KeyMoment)[]

/** Whether every key `keys` sets has that value at `moment`. */
export function keysHold(keys: ContextKeys, moment: KeyMoment): boolean {
  return keysOf(keys).every((key) => keys[key] === moment[key])
}

/** Whether two sets of keys can hold at the same moment: no key both set has two values. */
export function keysOverlap(a: ContextKeys, b: ContextKeys): boolean {
  return keysOf(a).every((key) => !(key in b) || a[key] === b[key])
}

/** Whether a binding with context `when` applies at `moment`. */
export function whenHolds(when: KeyContext | undefined, moment: KeyMoment): boolean {
  return keysHold(KEY_CONTEXT_KEYS[when ?? 'idle'], moment)
}

/**
 * Whether two contexts can hold at the same moment (the shortcuts modal's conflict check): a
 * table, the queue and an album never have the focus together; nothing idle happens while typing
 * or in a dialog, but the queue's keys do work in the big player's dialog.
 */
export function contextsOverlap(a: KeyContext, b: KeyContext): boolean {
  return keysOverlap(KEY_CONTEXT_KEYS[a], KEY_CONTEXT_KEYS[b])
}

/** Whether the context names a focus area: its bindings come before the general ones on the same chord. */
export function isFocusContext(when: KeyContext | undefined): boolean {
  return 'focus' in KEY_CONTEXT_KEYS[when ?? 'idle']
}
