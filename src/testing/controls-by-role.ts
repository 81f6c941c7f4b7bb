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

/** A control of a surface, with its label and `key`: the label without the dialog's name (a page's title in it may change). */
export interface Control {
  readonly label: string
  readonly key: string
  readonly element: HTMLElement
  readonly role: string
}

/**
 * The first control in `root` that `pick` takes, among those `skip` leaves, in the order
 * `queryAllByRole(role)` gives for each role of ROLES, those hidden from assistive technology left
 * out; a label shown again is counted (`#2`). Whether a control is hidden is asked only of those
 * `skip` leaves and of those before them with the same label (their count): a walk's step skips
 * the controls already walked, and asking it of every control after each step (a computed style
 * each in jsdom) was most of a walk's time. One look at each ancestor serves every control.
 */
export function findControl(root: HTMLElement, { skip = () => false, pick = () => true }: { skip?: (control: Control) => boolean; pick?: (control: Control) => boolean }): Control | undefined {
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
