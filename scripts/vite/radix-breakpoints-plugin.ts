import { readFile } from 'node:fs/promises'
import type { Plugin } from 'vite'

/** Radix Themes' breakpoints (xs 520, sm 768, md 1024, lg 1280, xl 1640). */
const BREAKPOINT_BLOCK = /@media \(min-width: (?:520|768|1024|1280|1640)px\) \{/g

/**
 * Removes the `@media (min-width: …)` blocks of Radix Themes' responsive classes (`sm:rt-r-mt-3`…)
 * from its components.css and utilities.css: they are half their weight, and Tonearm passes no
 * responsive (object) props (src/ui/theme/no-responsive-props.test.ts keeps it so).
 */
export function stripBreakpointBlocks(css: string): string {
  let out = ''
  let from = 0
  for (const match of css.matchAll(BREAKPOINT_BLOCK)) {
    if (match.index < from) continue
    out += css.slice(from, match.index)
    let depth = 0
    let end = match.index + match[0].length - 1
    for (; end < css.length; end++) {
      if (css[end] === '{') depth++
      else if (css[end] === '}' && --depth === 0) break
    }
    from = end + 1
  }
  return out + css.slice(from)
}

export function radixBreakpointsPlugin(): Plugin {
  return {
    name: 'tonearm-radix-breakpoints',
    enforce: 'pre',
    async load(id) {
      const file = id.split('?')[0] ?? ''
      if (!/[\\/]@radix-ui[\\/]themes[\\/](components|utilities)\.css$/.test(file)) return null
      return stripBreakpointBlocks(await readFile(file, 'utf8'))
    },
  }
}
