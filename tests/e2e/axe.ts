import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

/**
 * The one place for axe-core exceptions: a rule id and why it does not apply. Every other rule,
 * of every impact, must find nothing.
 */
export const AXE_EXCEPTIONS: Readonly<Record<string, string>> = {}

interface Violation {
  readonly id: string
  readonly impact: string | null
  readonly help: string
  readonly nodes: readonly { readonly target: readonly unknown[] }[]
}

/**
 * Runs axe-core on the page (every rule unless `rules` names some) once animations have ended;
 * returns every violation of any impact, outside AXE_EXCEPTIONS, readable in a diff.
 */
export async function axeFindings(page: Page, rules?: readonly string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH })
  // Colours are only measurable once dialogs have finished fading in.
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'))
  const violations = await page.evaluate(async (only) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: Violation[] }> } }).axe
    const options = only ? { resultTypes: ['violations'], runOnly: { type: 'rule', values: only } } : { resultTypes: ['violations'] }
    const result = await axe.run(document, options)
    return result.violations
  }, rules ? [...rules] : null)
  return violations
    .filter((violation) => !(violation.id in AXE_EXCEPTIONS))
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => JSON.stringify(node.target)).join(', ')}`)
}

/** A stored theme preference, for a page that has not started yet (see persistStore). */
export async function presetTheme(page: Page, theme: string): Promise<void> {
  await page.addInitScript((stored) => localStorage.setItem('theme', stored), JSON.stringify({ state: { theme }, version: 1 }))
}
