/**
 * Row selection of a table as pure functions over the rows' keys in display order: click,
 * shift-click (range from the anchor), ctrl/meta-click (toggle), arrows (move, shift extends),
 * select all. The table component keeps one SelectionState and calls these.
 */
export interface SelectionState {
  readonly selected: ReadonlySet<string>
  /** Where a shift-range starts (the last plain or toggling click). */
  readonly anchor: number | null
  /** The row with keyboard focus. */
  readonly focus: number | null
}

export const EMPTY_SELECTION: SelectionState = { selected: new Set(), anchor: null, focus: null }

function range(keys: readonly string[], from: number, to: number): Set<string> {
  const [start, end] = from <= to ? [from, to] : [to, from]
  return new Set(keys.slice(start, end + 1))
}

export function clickRow(
  state: SelectionState,
  keys: readonly string[],
  index: number,
  modifiers: { readonly shift?: boolean; readonly toggle?: boolean } = {},
): SelectionState {
  const key = keys[index]
  if (key === undefined) return state
  if (modifiers.shift && state.anchor !== null) {
    const span = range(keys, state.anchor, index)
    const selected = modifiers.toggle ? new Set([...state.selected, ...span]) : span
    return { selected, anchor: state.anchor, focus: index }
  }
  if (modifiers.toggle) {
    const selected = new Set(state.selected)
    if (selected.has(key)) selected.delete(key)
    else selected.add(key)
    return { selected, anchor: index, focus: index }
  }
  return { selected: new Set([key]), anchor: index, focus: index }
}

/** A right-click keeps a selection that holds the row, otherwise selects just the row. */
export function contextRow(state: SelectionState, keys: readonly string[], index: number): SelectionState {
  const key = keys[index]
  if (key === undefined) return state
  if (state.selected.has(key)) return { ...state, focus: index }
  return clickRow(state, keys, index)
}

/** Arrow keys, Home/End, PageUp/PageDown: `to` is the target index (clamped); shift extends. */
export function moveFocus(state: SelectionState, keys: readonly string[], to: number, extend: boolean): SelectionState {
  if (keys.length === 0) return state
  const index = Math.max(0, Math.min(keys.length - 1, to))
  if (extend) {
    const anchor = state.anchor ?? state.focus ?? index
    return { selected: range(keys, anchor, index), anchor, focus: index }
  }
  return clickRow(state, keys, index)
}

export function selectAll(state: SelectionState, keys: readonly string[]): SelectionState {
  return { selected: new Set(keys), anchor: state.anchor ?? (keys.length > 0 ? 0 : null), focus: state.focus ?? (keys.length > 0 ? 0 : null) }
}

/** Keeps only keys still present (after the rows changed), and indexes inside the rows. */
export function pruneSelection(state: SelectionState, keys: readonly string[]): SelectionState {
  // Nothing selected (the usual case): no set of every key (100,000 rows: tens of ms at each change).
  const present = state.selected.size > 0 ? new Set(keys) : new Set<string>()
  let changed = false
  const selected = new Set<string>()
  for (const key of state.selected) {
    if (present.has(key)) selected.add(key)
    else changed = true
  }
  const clamp = (index: number | null) => (index === null || keys.length === 0 ? null : Math.min(index, keys.length - 1))
  const anchor = clamp(state.anchor)
  const focus = clamp(state.focus)
  if (!changed && anchor === state.anchor && focus === state.focus) return state
  return { selected, anchor, focus }
}
