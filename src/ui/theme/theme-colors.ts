import type { ThemeName } from '../../model/preferences/theme'
import type { AccentScale, GrayScale } from './palettes'
import { paletteOf } from './palettes'

/**
 * Radix colour scales beyond the default theme's (slate and indigo, in the first-paint
 * stylesheet): each is its own small CSS chunk, fetched when a theme that uses it is shown.
 */
const SCALES: Readonly<Record<AccentScale | GrayScale, (() => Promise<unknown>) | null>> = {
  slate: null,
  indigo: null,
  gray: null,
  blue: () => import('@radix-ui/themes/tokens/colors/blue.css'),
  teal: () => import('@radix-ui/themes/tokens/colors/teal.css'),
  jade: () => import('@radix-ui/themes/tokens/colors/jade.css'),
  grass: () => import('@radix-ui/themes/tokens/colors/grass.css'),
  amber: null,
  orange: () => import('@radix-ui/themes/tokens/colors/orange.css'),
  ruby: () => import('@radix-ui/themes/tokens/colors/ruby.css'),
  pink: () => import('@radix-ui/themes/tokens/colors/pink.css'),
  purple: () => import('@radix-ui/themes/tokens/colors/purple.css'),
  violet: () => import('@radix-ui/themes/tokens/colors/violet.css'),
  iris: () => import('@radix-ui/themes/tokens/colors/iris.css'),
  mauve: () => import('@radix-ui/themes/tokens/colors/mauve.css'),
  sand: () => import('@radix-ui/themes/tokens/colors/sand.css'),
  olive: () => import('@radix-ui/themes/tokens/colors/olive.css'),
  sage: () => import('@radix-ui/themes/tokens/colors/sage.css'),
}

/** Resolves once the theme's colour scales are in the page (at once for the default theme). */
export async function loadThemeColors(theme: ThemeName): Promise<void> {
  const palette = paletteOf(theme)
  await Promise.all([SCALES[palette.accentColor], SCALES[palette.grayColor]].map((load) => load?.()))
}
