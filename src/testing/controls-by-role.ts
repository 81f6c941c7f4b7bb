import { isInaccessible, within } from '@testing-library/react'

/**
 * The controls of a surface as the every-control walk (every-control.ts) sees them: found by
 * role, named by their accessible name, labelled with where they stand (a dialog, a failed part).
 */

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

/**
 * What `queryAllByRole(role)` finds for each role, in ROLES' order: the elements of each role, then
 * those hidden from assistive technology left out. One look at each ancestor serves every role
 * (each query of its own looked at the same ancestors' styles again, most of a walk's time in jsdom).
 */
function byRoles(root: HTMLElement): { role: string; element: HTMLElement }[] {
  const hidden = new Map<Element, boolean>()
  const subtreeHiddenOnce = (element: Element) => {
    let known = hidden.get(element)
    if (known === undefined) hidden.set(element, (known = subtreeHidden(element)))
    return known
  }
  return ROLES.flatMap((role) => within(root).queryAllByRole(role, { hidden: true }).map((element) => ({ role, element }))).filter(
    ({ element }) => !inaccessible(element, { isSubtreeInaccessible: subtreeHiddenOnce }),
  )
}

/** Each control with its label and `key`: the label without the dialog's name (a page's title in it may change). */
export function controlsIn(root: HTMLElement): { label: string; key: string; element: HTMLElement; role: string }[] {
  const seen = new Map<string, number>()
  return byRoles(root)
    .filter(({ role, element }) => {
      // A table's rows are controls too (a double click plays or opens); its header row is not.
      if (role !== 'row') return true
      return element.closest('[role="grid"]') !== null && element.querySelector('[role="columnheader"], th') === null
    })
    .map(({ role, element }) => {
      const named = labelOf(role, element)
      const count = seen.get(named) ?? 0
      seen.set(named, count + 1)
      const label = count === 0 ? named : `${named} #${count + 1}`
      return { role, element, label, key: label.replace(/^in the dialog [^:]+: /, 'in a dialog: ') }
    })
}
