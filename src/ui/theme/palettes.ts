import type { ThemeName } from '../../model/preferences/theme'

export interface Palette {
  readonly appearance: 'light' | 'dark'
  readonly accentColor: 'indigo' | 'iris' | 'violet' | 'grass' | 'orange' | 'crimson' | 'cyan' | 'amber' | 'plum'
  readonly grayColor: 'gray' | 'slate' | 'mauve' | 'sand' | 'olive' | 'sage'
}

/** Each theme of SPEC §3 as a Radix Themes palette. (The full set of 20 arrives with issue 6.) */
const PALETTES: Partial<Record<ThemeName, Palette>> = {
  light: { appearance: 'light', accentColor: 'indigo', grayColor: 'slate' },
  dark: { appearance: 'dark', accentColor: 'indigo', grayColor: 'slate' },
}

export function paletteOf(theme: ThemeName): Palette {
  return PALETTES[theme] ?? PALETTES.dark!
}
