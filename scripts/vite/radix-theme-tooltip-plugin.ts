import type { Plugin } from 'vite'

/**
 * Radix Themes' `Theme` wraps the app in Radix Tooltip's provider, which brings Radix Popper and
 * Floating UI into the start (they position tooltips). Tonearm draws its own tooltip
 * (src/ui/tooltip/) and uses no Radix tooltip (src/ui/theme/no-radix-tooltip.test.ts keeps it so),
 * so in the build `Theme` gets a provider that only renders its children.
 */
const THEME_MODULE = /[\\/]@radix-ui[\\/]themes[\\/]dist[\\/]esm[\\/]components[\\/]theme\.js$/
const RESOLVED = '\0radix-ui-for-theme'

/** What theme.js imports from "radix-ui": Direction and Slot as they are, a Tooltip with only its provider. */
export const RADIX_UI_FOR_THEME = `import { Fragment, createElement } from 'react';
export * as Direction from '@radix-ui/react-direction';
export * as Slot from '@radix-ui/react-slot';
const Provider = ({ children }) => createElement(Fragment, null, children);
export const Tooltip = { Provider };
`

export function radixThemeTooltipPlugin(): Plugin {
  return {
    name: 'tonearm-radix-theme-tooltip',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'radix-ui' && importer !== undefined && THEME_MODULE.test(importer)) return RESOLVED
      return null
    },
    load(id) {
      return id === RESOLVED ? RADIX_UI_FOR_THEME : null
    },
  }
}
