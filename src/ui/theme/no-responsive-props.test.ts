import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { stripBreakpointBlocks } from '../../../scripts/vite/radix-breakpoints-plugin'

const SRC = path.resolve(import.meta.dirname, '../..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx$/.test(entry.name) && !entry.name.endsWith('.test.tsx') ? [full] : []
  })
}

describe('Radix breakpoint classes', () => {
  it('are not used: no component passes a responsive (per-breakpoint) prop, so the build may drop them', () => {
    const offenders = sourceFiles(SRC).flatMap((file) => {
      const text = readFileSync(file, 'utf8')
      return /=\{\{\s*(initial|xs|sm|md|lg|xl)\s*:/.test(text) ? [path.relative(SRC, file)] : []
    })
    expect(offenders).toEqual([])
  })

  it('are dropped from the stylesheet, and nothing else is', () => {
    const css = [
      '.rt-r-mt-3{margin-top:var(--space-3)}',
      '@media (min-width: 520px) {\n  .xs\\:rt-r-mt-3 { margin-top: var(--space-3); }\n}',
      '@media (hover: hover) {\n  .rt-Button:hover { opacity: 1; }\n}',
      '@media (min-width: 1640px) {\n  .xl\\:rt-r-size-1 { --x: 1; }\n  .xl\\:rt-r-size-2 { --x: 2; }\n}',
      '.rt-r-mb-1{margin-bottom:var(--space-1)}',
    ].join('\n')
    expect(stripBreakpointBlocks(css)).toBe(
      ['.rt-r-mt-3{margin-top:var(--space-3)}', '', '@media (hover: hover) {\n  .rt-Button:hover { opacity: 1; }\n}', '', '.rt-r-mb-1{margin-bottom:var(--space-1)}'].join('\n'),
    )
  })
})
