import type { KeyContext } from './command'

/** What the keyboard listener knows about the moment of a key press. */
export interface KeyState {
  /** A text field has focus. */
  readonly typing: boolean
  readonly dialogOpen: boolean
  /** Focus is in a song table / in the queue list. */
  readonly inTable: boolean
  readonly inQueue: boolean
  /** Focus is on an album card or in the album page's headline (left out: not). */
  readonly inAlbum?: boolean
  readonly desktop: boolean
}

/** Whether a binding with context `when` applies now (VS Code's `when` clause, as a name). */
export function whenHolds(when: KeyContext | undefined, state: KeyState): boolean {
  const idle = !state.typing && !state.dialogOpen
  switch (when ?? 'idle') {
    case 'anywhere':
      return true
    case 'idle':
      return idle
    case 'table':
      return idle && state.inTable
    case 'queue':
      // The queue lives in the big player, a dialog: its keys work there.
      return !state.typing && state.inQueue
    case 'album':
      return idle && state.inAlbum === true
    case 'dialog':
      return state.dialogOpen
    case 'typing':
      return state.typing
    case 'desktop':
      return idle && state.desktop
    case 'browser':
      return idle && !state.desktop
  }
}
