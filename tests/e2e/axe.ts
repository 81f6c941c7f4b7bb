import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

/**
 * The one place for axe-core exceptions: a rule, where it does not apply (nodes inside `within`),
 * and why. Every other rule, of every impact, and these rules elsewhere, must find nothing.
 */
export const AXE_EXCEPTIONS: readonly { readonly rule: string; readonly within: string; readonly reason: string }[] = [
  {
    rule: 'region',
    within: '[data-radix-popper-content-wrapper]',
    reason:
      'An open menu or popover is drawn in a layer at the end of <body> (a Radix portal, so no ' +
      'overflow clips it), outside the landmarks; it belongs to the control that opened it, whose ' +
      'landmark it sits in, and it has the menu role and name screen readers announce.',
  },
]

interface Violation {
  readonly id: string
  readonly impact: string | null
  readonly help: string
  readonly nodes: readonly { readonly target: readonly unknown[] }[]
}

/**
 * Runs axe-core on the page (every rule unless `rules` names some) once animations have ended;
 * returns every violation of any impact, but for AXE_EXCEPTIONS, readable in a diff.
 */
export async function axeFindings(page: Page, rules?: readonly string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH })
  // Colours are only measurable once dialogs have finished fading in.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))
  const violations = await page.evaluate(
    async ({ only, exceptions }) => {
      const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe
      const options = only ? { resultTypes: ['violations'], runOnly: { type: 'rule', values: only } } : { resultTypes: ['violations'] }
      const result = await axe.run(document, options)
      const excused = (rule: string, target: readonly unknown[]) =>
        exceptions.some((exception) => {
          if (exception.rule !== rule || typeof target[0] !== 'string') return false
          return document.querySelector(target[0])?.closest(exception.within) != null
        })
      return result.violations
        .map((violation) => ({ ...violation, nodes: violation.nodes.filter((node) => !excused(violation.id, node.target)) }))
        .filter((violation) => violation.nodes.length > 0)
    },
    { only: rules ? [...rules] : null, exceptions: AXE_EXCEPTIONS.map(({ rule, within }) => ({ rule, within })) },
  )
  return violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`,
  )
}

/** A stored theme preference, for a page that has not started yet (see persistStore). */
export async function presetTheme(page: Page, theme: string): Promise<void> {
  await page.addInitScript((stored) => localStorage.setItem('theme', stored), JSON.stringify({ state: { theme }, version: 1 }))
}
