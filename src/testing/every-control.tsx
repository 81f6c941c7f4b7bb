import { act, fireEvent, within } from '@testing-library/react'
import type { Scope } from 'effector'
import { createWatch } from 'effector'
import type { ReactElement } from 'react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import { VirtuosoGridMockContext, VirtuosoMockContext } from 'react-virtuoso'
import { commandRequested } from '../commands/registry'
import { stubFetch, subsonicOk } from './fetch'
import { renderInScope } from './render'
import { forkWithShell, signIn } from './scope'

/**
 * The walk of issue 12's proof: every control of a surface (a screen, the player bar, a dialog) is
 * activated once (a click; a slider moved; a table row double-clicked) and must fire
 * `commandRequested`, unless it is one of the EXCEPTIONS below. Used by the every-control tests
 * in src/ui.
 */

/** The controls that rightly run no command, each with its reason: the one list of exceptions. */
export const EXCEPTIONS: readonly { readonly match: RegExp; readonly reason: string }[] = [
  { match: /^link /, reason: 'plain navigation by a link (the address is the state)' },
  { match: /^button (More actions|Playlist options|Columns)/, reason: 'opens a menu, whose items are commands' },
  { match: /^button in a column header /, reason: "a table's sort order: how this table shows its rows" },
  { match: /^checkbox Select /, reason: "a table's selection: what the row commands act on (the context)" },
  { match: /^combobox (Show albums by|Year order|Genre)/, reason: "a list's filter, kept in the address: navigation (the address is the state)" },
  { match: /^(button|combobox) (Rows per page|Next page|Previous page|First page|Last page)/, reason: "a table's paging: how this table shows its rows" },
]

// Rows first: a Refresh button reloads the page and replaces them.
const ROLES = ['row', 'button', 'link', 'menuitem', 'checkbox', 'switch', 'slider', 'tab', 'combobox', 'radio'] as const

/** The accessible name, as far as these surfaces need it: aria-label, aria-labelledby, or the text. */
export function nameOf(element: HTMLElement): string {
  const labelledBy = element.getAttribute('aria-labelledby')
  const byIds = labelledBy
    ?.split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
  return (element.getAttribute('aria-label') ?? byIds ?? element.textContent ?? '').replace(/\s+/g, ' ').trim()
}

function labelOf(role: string, element: HTMLElement): string {
  const dialog = element.closest<HTMLElement>('[role="dialog"], [role="alertdialog"]')
  const where = dialog ? `in the dialog ${nameOf(dialog)}: ` : ''
  return `${where}${role}${element.closest('th, [role="columnheader"]') ? ' in a column header' : ''} ${nameOf(element)}`
}

function controlsIn(root: HTMLElement): { label: string; element: HTMLElement; role: string }[] {
  const seen = new Map<string, number>()
  return ROLES.flatMap((role) => within(root).queryAllByRole(role).map((element) => ({ role, element })))
    .filter(({ role, element }) => {
      // A table's rows are controls too (a double click plays or opens); its header row is not.
      if (role !== 'row') return true
      return element.closest('[role="grid"]') !== null && element.querySelector('[role="columnheader"], th') === null
    })
    .map(({ role, element }) => {
      const label = labelOf(role, element)
      const count = seen.get(label) ?? 0
      seen.set(label, count + 1)
      return { role, element, label: count === 0 ? label : `${label} #${count + 1}` }
    })
}

export interface WalkResult {
  /** Controls that ran no command and are no exception. */
  readonly without: string[]
  /** The commands that did run. */
  readonly ran: Set<string>
  /** Every control activated (exceptions left out). */
  readonly walked: string[]
}

/**
 * Activates every enabled control in `root` (the whole document by default) once. Controls that
 * appear on the way (a settings page chosen, a tab opened) are walked too. When `root` is gone (a
 * dialog answered or closed), `reopen` brings it back and the walk goes on with the next control.
 */
export async function activateAll(
  scope: Scope,
  options: { root?: () => HTMLElement | null; reopen?: () => Promise<void> } = {},
): Promise<WalkResult> {
  const root = options.root ?? (() => document.body)
  const requested: string[] = []
  const watch = createWatch({ unit: commandRequested, scope, fn: ({ id }) => requested.push(id) })
  const without: string[] = []
  const walked: string[] = []
  const visited = new Set<string>()
  for (let step = 0; step < 400; step += 1) {
    let current = root()
    if (current === null && options.reopen) {
      await options.reopen()
      current = root()
    }
    if (current === null) throw new Error(`The surface is gone after ${walked.at(-1) ?? 'nothing'}`)
    const next = controlsIn(current).find(({ label }) => !visited.has(label))
    if (next === undefined) break
    visited.add(next.label)
    const { role, element, label } = next
    if (element.matches(':disabled, [aria-disabled="true"]')) continue
    if (EXCEPTIONS.some(({ match }) => match.test(label))) continue
    walked.push(label)
    const before = requested.length
    const dialogs = document.querySelectorAll('[role="dialog"], [role="alertdialog"]').length
    await act(async () => {
      if (element instanceof HTMLInputElement && element.type === 'range') fireEvent.change(element, { target: { value: String(Number(element.max || 100) / 2) } })
      else if (role === 'row') fireEvent.doubleClick(element)
      else fireEvent.click(element)
    })
    if (requested.length === before) without.push(label)
    // A menu or a dialog the control opened closes again before the next one.
    const opened = document.querySelector('[role="menu"], [role="listbox"]') !== null || document.querySelectorAll('[role="dialog"], [role="alertdialog"]').length > dialogs
    if (opened) await act(async () => void fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' }))
  }
  watch.unsubscribe()
  return { without, ran: new Set(requested), walked }
}

export type Replies = Readonly<Record<string, unknown>>

/** Answers each Subsonic call by its method name from `replies` (an empty `ok` otherwise). */
export function answerFrom(replies: Replies): void {
  stubFetch((url) => subsonicOk((replies[url.pathname.split('/').pop()?.replace(/\.view$/, '') ?? ''] ?? {}) as Record<string, unknown>))
}

/** A signed-in scope whose server answers from `replies`. */
export async function signedInScope(replies: Replies): Promise<Scope> {
  answerFrom(replies)
  const { scope } = forkWithShell()
  await signIn(scope)
  return scope
}

/** Renders `element` at `path` (matched by `route`) with virtual lists and grids that show every item. */
export function renderAt(scope: Scope, path: string, route: string, element: ReactElement): void {
  renderInScope(
    <VirtuosoMockContext.Provider value={{ viewportHeight: 1000, itemHeight: 40 }}>
      <VirtuosoGridMockContext.Provider value={{ viewportHeight: 1000, viewportWidth: 1000, itemHeight: 200, itemWidth: 160 }}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={element} />
          </Routes>
        </MemoryRouter>
      </VirtuosoGridMockContext.Provider>
    </VirtuosoMockContext.Provider>,
    { scope },
  )
}

