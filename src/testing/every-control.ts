import { act, fireEvent, waitFor } from '@testing-library/react'
import type { Scope } from 'effector'
import { createWatch } from 'effector'
import { commandRequested } from '../commands/registry'
import { findControl, nameOf } from './controls-by-role'
import { EXCEPTIONS } from './every-control-exceptions'

/**
 * The walk of issue 12's proof: every control of a surface (a screen, the player bar, a dialog) is
 * activated once (a click; a slider moved; a table row double-clicked) and must fire
 * `commandRequested`, unless it is one of the EXCEPTIONS (every-control-exceptions.ts). Used by the every-control tests
 * in src/ui.
 */

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

