import { act, fireEvent, isInaccessible, waitFor, within } from '@testing-library/react'
import type { Scope } from 'effector'
import { createWatch } from 'effector'
import type { ReactElement } from 'react'
import { commandRequested } from '../commands/registry'
import { stubFetch, subsonicOk } from './fetch'
import { renderRoute } from './render-route'
import { forkWithShell, signIn } from './scope'
import { TOASTS_CLOSE_AT_ONCE } from './toast-log'

/**
 * The walk of issue 12's proof: every control of a surface (a screen, the player bar, a dialog) is
 * activated once (a click; a slider moved; a table row double-clicked) and must fire
 * `commandRequested`, unless it is one of the EXCEPTIONS below. Used by the every-control tests
 * in src/ui.
 */

/**
 * The controls that rightly run no command, each with its reason: the one list of exceptions.
 * `activate: false` ones are not even activated (what they open is walked in a test of its own).
 */
export const EXCEPTIONS: readonly { readonly match: RegExp; readonly reason: string; readonly activate?: false }[] = [
  { match: /^link /, reason: 'plain navigation by a link (the address is the state)' },
  { match: /^button Columns/, reason: "a table's columns menu: how this table shows its rows" },
  { match: /^button in a column header /, reason: "a table's sort order: how this table shows its rows" },
  { match: /^checkbox Select /, reason: "a table's selection: what the row commands act on (the context)" },
  { match: /^(button|combobox) (Rows per page|Next page|Previous page|First page|Last page)/, reason: "a table's paging: how this table shows its rows" },
  { match: /^combobox (Show albums by|Year order|Genre)/, reason: "a list's filter, kept in the address: navigation (the address is the state)" },
  { match: /^button Connect$/, reason: 'the login form: signed out, no command runs (it submits its fields)' },
  {
    match: /^in the dialog [^:]+: button Continue anyway$/,
    reason: "the login form's question before it stores a server (an older protocol, a password over plain http): signed out, no command runs; it stores the server the form connected to",
  },
  {
    match: /^(in the failed part [^:]+: )?button (Reload|Reload anyway)$/,
    reason: "reloads the page for the app's current code after a part of it failed (an error boundary, the router's error page; asking first while music plays): the failed code runs no command",
  },
  {
    match: /^in the failed part [^:]+: button (Try again|Cancel|Close)$/,
    reason: "an error boundary's own recovery: Try again renders the failed part anew, Cancel keeps the page rather than reload, Close closes a failed dialog",
  },
  { match: /^in the dialog [^:]+: (switch|slider|radio|checkbox|combobox|textbox) /, reason: 'form input local to a dialog' },
  { match: /^(in the dialog [^:]+: )?button (Close|Cancel)/, reason: 'closing a dialog or an inline form unsaved (input local to it)' },
  {
    match: /^button Sleep timer/,
    reason: "opens the sleep timer's popover, whose choices run playback.listening.setSleepTimer (tests/e2e/listening.test.ts chooses end of song and a custom time)",
    activate: false,
  },
  { match: /^button Rename /, reason: "opens the login screen's inline rename form, whose Save runs a command" },
  { match: /^in the dialog [^:]+: button (Save|Create|Add|Delete|Remove|Log out|Install( and restart)?|Later|Remind me later)$/, reason: "a dialog's answer: it submits or confirms what the dialog's form holds" },
  { match: /^in the dialog Settings\w*: option /, reason: "a native select's options: the select (a combobox, which runs its command on change) is the input" },
  { match: /^in the dialog Add to playlist: option /, reason: "the add-to-playlist dialog's answer: the playlist picked" },
  { match: /^in the dialog Player: tab /, reason: "the big player's tabs: which part of an open dialog shows (input local to a dialog)" },
  { match: /^in the dialog Settings\w*: button (Appearance|Audio|Language|Content)$/, reason: 'which page of the settings shows (input local to a dialog); each page is walked on its own', activate: false },
  { match: /^in the dialog Settings\w*: button \p{Regional_Indicator}/u, reason: "the settings' language list: input local to a dialog" },
  { match: /^in the dialog Keyboard shortcuts: button (Record a shortcut for|Reset the shortcut of) /, reason: 'recording a key in the shortcuts modal: input local to a dialog (ShortcutsDialog.test.tsx records and resets)', activate: false },
]

// Rows first: a Refresh button reloads the page and replaces them.
const ROLES = ['row', 'button', 'link', 'menuitem', 'checkbox', 'switch', 'slider', 'tab', 'combobox', 'radio', 'option'] as const

/** The accessible name, as far as these surfaces need it: aria-label, aria-labelledby, or the text. */
export function nameOf(element: HTMLElement): string {
  const labelledBy = element.getAttribute('aria-labelledby')
  const byIds = labelledBy
    ?.split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
  const labels = element.id ? [...document.querySelectorAll(`label[for="${CSS.escape(element.id)}"]`)].map((label) => label.textContent).join(' ') : ''
  return (element.getAttribute('aria-label') ?? byIds ?? (labels || element.textContent) ?? '').replace(/\s+/g, ' ').trim()
}

function labelOf(role: string, element: HTMLElement): string {
  // An error boundary's fallback: an alert with a heading (src/ui/errors), even inside a dialog.
  const failed = element.closest<HTMLElement>('[role="alert"]')?.querySelector('h1, h2')
  const dialog = element.closest<HTMLElement>('[role="dialog"], [role="alertdialog"]')
  const where = failed ? `in the failed part ${failed.textContent ?? ''}: ` : dialog ? `in the dialog ${nameOf(dialog)}: ` : ''
  return `${where}${role}${element.closest('th, [role="columnheader"]') ? ' in a column header' : ''} ${nameOf(element)}`
}

/** Testing Library's test of a subtree hidden from assistive technology (its role queries use it). */
function subtreeHidden(element: Element): boolean {
  return (element as HTMLElement).hidden === true || element.getAttribute('aria-hidden') === 'true' || getComputedStyle(element).display === 'none'
}

const inaccessible = isInaccessible as (element: Element, options: { isSubtreeInaccessible: (element: Element) => boolean }) => boolean

interface Control {
  readonly label: string
  readonly key: string
  readonly element: HTMLElement
  readonly role: string
}

/**
 * The first control in `root` that `pick` takes, among those `skip` leaves, in the order
 * `queryAllByRole(role)` gives for each role of ROLES, those hidden from assistive technology left
 * out. Each has its label and `key` (the label without the dialog's name: a page's title in it may
 * change); a label shown again is counted (`#2`). Whether a control is hidden is asked only of
 * those `skip` leaves and of those before them with the same label (their count): a walk's step
 * skips the controls already walked, and asking it of every control after each step (a computed
 * style each in jsdom) was most of a walk's time. One look at each ancestor serves every control.
 */
function findControl(root: HTMLElement, { skip = () => false, pick = () => true }: { skip?: (control: Control) => boolean; pick?: (control: Control) => boolean }): Control | undefined {
  const subtree = new Map<Element, boolean>()
  const subtreeHiddenOnce = (element: Element) => {
    let known = subtree.get(element)
    if (known === undefined) subtree.set(element, (known = subtreeHidden(element)))
    return known
  }
  const hidden = new Map<Element, boolean>()
  const hiddenOnce = (element: Element) => {
    let known = hidden.get(element)
    if (known === undefined) hidden.set(element, (known = inaccessible(element, { isSubtreeInaccessible: subtreeHiddenOnce })))
    return known
  }
  const sameLabel = new Map<string, HTMLElement[]>()
  for (const role of ROLES) {
    for (const element of within(root).queryAllByRole(role, { hidden: true })) {
      // A table's rows are controls too (a double click plays or opens); its header row is not.
      if (role === 'row' && (element.closest('[role="grid"]') === null || element.querySelector('[role="columnheader"], th') !== null)) continue
      const named = labelOf(role, element)
      let before = sameLabel.get(named)
      if (before === undefined) sameLabel.set(named, (before = []))
      const count = before.filter((earlier) => !hiddenOnce(earlier)).length
      before.push(element)
      const label = count === 0 ? named : `${named} #${count + 1}`
      const control = { role, element, label, key: label.replace(/^in the dialog [^:]+: /, 'in a dialog: ') }
      if (skip(control) || hiddenOnce(element)) continue
      if (pick(control)) return control
    }
  }
  return undefined
}

export interface WalkResult {
  /** Controls that ran no command and are no exception. */
  readonly without: string[]
  /** The commands that did run. */
  readonly ran: Set<string>
  /** Every control activated, a menu's items as `<trigger> → menuitem <name>`. */
  readonly walked: string[]
}

const MENU_ITEMS = '[role="menuitem"], [role="menuitemradio"], [role="menuitemcheckbox"]'
const openMenu = () => document.querySelector<HTMLElement>('[role="menu"]')
const dialogCount = () => document.querySelectorAll('[role="dialog"], [role="alertdialog"]').length

async function escape(): Promise<void> {
  await act(async () => void fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' }))
}

/** Opens the submenu of `item` (a menu item with a popup) and returns it. */
async function openSubmenu(item: HTMLElement): Promise<HTMLElement | null> {
  await act(async () => void fireEvent.keyDown(item, { key: 'ArrowRight' }))
  const menus = document.querySelectorAll<HTMLElement>('[role="menu"]')
  return menus.length > 1 ? (menus[menus.length - 1] ?? null) : null
}

/** Opens the menu of `element`: a row's context menu, or a menu button (clicked, else Enter). */
async function openMenuOf(element: HTMLElement, role: string): Promise<HTMLElement | null> {
  if (role === 'row') {
    await act(async () => void fireEvent.contextMenu(element))
    return openMenu()
  }
  await act(async () => void fireEvent.click(element))
  if (openMenu() === null && element.isConnected) await act(async () => void fireEvent.keyDown(element, { key: 'Enter' }))
  // A menu whose code arrives on the first click (the header's, an album card's) opens once it is there.
  return waitFor(() => openMenu() ?? Promise.reject(new Error('no menu')), { timeout: 3000 }).catch(() => null)
}

/**
 * Activates every enabled control in `root` (the whole document by default) once, and every item
 * of the menus that menu buttons and table rows (their context menu) open. Controls that appear on
 * the way (a settings page chosen, a tab opened) are walked too. When `root` is gone (a dialog
 * answered or closed), `reopen` brings it back and the walk goes on with the next control.
 */
export async function activateAll(
  scope: Scope,
  options: {
    root?: () => HTMLElement | null
    reopen?: () => Promise<void>
    /**
     * Which items of a row's context menu to walk (by name): none (`false`: rows are only
     * double-clicked) or some, when the rest is walked on another screen. All by default.
     */
    rowMenus?: boolean | RegExp
    /** Runs after each control, e.g. to close what it opened outside `root`. */
    after?: () => Promise<void>
  } = {},
): Promise<WalkResult> {
  const root = options.root ?? (() => document.body)
  const requested: string[] = []
  const watch = createWatch({ unit: commandRequested, scope, fn: ({ id }) => requested.push(id) })
  const without: string[] = []
  const walked: string[] = []
  const visited = new Set<string>()
  const excused = (label: string) => EXCEPTIONS.some(({ match }) => match.test(label))
  const current = async (): Promise<HTMLElement> => {
    let found = root()
    if (found === null && options.reopen) {
      await options.reopen()
      found = root()
    }
    if (found === null) throw new Error(`The surface is gone after ${walked.at(-1) ?? 'nothing'}`)
    return found
  }
  /** Runs `activate` and notes `label` when it ran no command and is no exception. */
  const check = async (label: string, activate: () => Promise<void>) => {
    walked.push(label)
    const before = requested.length
    await activate()
    if (requested.length === before && !excused(label)) without.push(label)
  }

  /** The enabled items of `menu`, a submenu's items after its trigger's name. */
  const itemsOf = async (menu: HTMLElement): Promise<string[][]> => {
    const items = [...menu.querySelectorAll<HTMLElement>(MENU_ITEMS)].filter((item) => !item.matches('[aria-disabled="true"], [data-disabled]'))
    const paths: string[][] = []
    for (const item of items) {
      if (item.getAttribute('aria-haspopup') !== 'menu') {
        paths.push([nameOf(item)])
        continue
      }
      const sub = await openSubmenu(item)
      for (const subItem of sub?.querySelectorAll<HTMLElement>(MENU_ITEMS) ?? []) paths.push([nameOf(item), nameOf(subItem)])
    }
    return paths
  }
  const menusWalked = new Set<unknown>()

  /**
   * The items of the menu `element` opens, each activated in the menu opened anew. Every row of a
   * table has the same menu, and so has the same menu button shown again (`#2`): walked once.
   */
  const walkMenu = async (label: string, key: string, role: string, element: HTMLElement): Promise<boolean> => {
    if (role === 'row' ? options.rowMenus === false : element.getAttribute('aria-haspopup') !== 'menu' || excused(label)) return false
    const same = role === 'row' ? element.closest('[role="grid"]') : label.replace(/ #\d+$/, '')
    if (menusWalked.has(same)) return role !== 'row'
    menusWalked.add(same)
    const menu = await openMenuOf(element, role)
    if (menu === null) return false
    const wanted = role === 'row' && options.rowMenus instanceof RegExp ? options.rowMenus : null
    const paths = (await itemsOf(menu)).filter((path) => wanted === null || wanted.test(path.join(' → ')))
    await escape()
    // A trigger drawn anew when its menu's code arrived (on the first click) is followed from here.
    let trigger = element
    if (!trigger.isConnected) trigger = findControl(await current(), { skip: (control) => control.key !== key })?.element ?? trigger
    for (const path of paths) {
      // The same trigger while it is there (its name may say the value chosen), else drawn anew.
      const again = trigger.isConnected ? { element: trigger, role } : findControl(await current(), { skip: (control) => control.key !== key })
      let item: HTMLElement | undefined
      let menuNow: HTMLElement | null = again ? await openMenuOf(again.element, again.role) : null
      for (const name of path) {
        const opened = menuNow
        // Under load the menu closed by the walk's Escape may still be leaving the page when it
        // opens again: looked for in the menu on screen until the item shows.
        const find = () => {
          const onScreen = opened?.isConnected ? opened : openMenu()
          const found = onScreen ? [...onScreen.querySelectorAll<HTMLElement>(MENU_ITEMS)].find((candidate) => nameOf(candidate) === name) : undefined
          if (!found) throw new Error(`no item ${name}`)
          return found
        }
        item = opened ? await waitFor(find, { timeout: 3000 }).catch(() => undefined) : undefined
        if (item && name !== path.at(-1)) menuNow = await openSubmenu(item)
      }
      if (!item) throw new Error(`The menu of ${label} lost its item ${path.join(' → ')}`)
      const chosen = item
      await check(`${label} → ${chosen.getAttribute('role')} ${path.join(' → ')}`, async () => {
        await act(async () => void fireEvent.click(chosen))
      })
      while (openMenu()) await escape()
    }
    return true
  }

  for (let step = 0; step < 400; step += 1) {
    // A control disabled now (Previous on the first song) is walked once it is enabled, if it gets so.
    const next = findControl(await current(), {
      skip: ({ key, element }) => visited.has(key) || element.matches(':disabled, [aria-disabled="true"]'),
      pick: ({ key, label }) => {
        if (!EXCEPTIONS.some(({ match, activate }) => activate === false && match.test(label))) return true
        visited.add(key)
        return false
      },
    })
    if (next === undefined) break
    visited.add(next.key)
    const { role, element, label, key } = next
    // A menu button's menu and a row's context menu: their items are what must run commands.
    const hadMenu = await walkMenu(label, key, role, element)
    if (hadMenu && role !== 'row') continue
    const target = hadMenu ? findControl(await current(), { skip: (control) => control.key !== key })?.element : element
    if (!target) continue
    const dialogs = dialogCount()
    await check(label, async () => {
      await act(async () => {
        if (target instanceof HTMLInputElement && target.type === 'range') {
          // A slider moved, then let go (the seek slider seeks on release).
          fireEvent.change(target, { target: { value: String(Math.round(Number(target.max || 100) / 2)) } })
          fireEvent.pointerUp(target)
        }
        else if (role === 'row') fireEvent.doubleClick(target)
        else {
          // A Radix tab is chosen on mouse down.
          if (role === 'tab') fireEvent.mouseDown(target)
          fireEvent.click(target)
        }
      })
    })
    await options.after?.()
    // A menu or a dialog the control opened closes again before the next one.
    if (openMenu() !== null || document.querySelector('[role="listbox"]') !== null || dialogCount() > dialogs) await escape()
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
  const { scope } = forkWithShell({ handlers: [TOASTS_CLOSE_AT_ONCE] })
  await signIn(scope)
  return scope
}

/** Renders `element` at `path` (matched by `route`) with virtual lists and grids that show every item. */
export function renderAt(scope: Scope, path: string, route: string, element: ReactElement): void {
  renderRoute({ scope, path: route, at: path, element })
}
