import type { ThemeName } from '../../model/preferences/theme'

/** Radix colour scales a theme may use for its accent or its grays (each loaded with its theme). */
export type AccentScale =
  | 'indigo'
  | 'blue'
  | 'teal'
  | 'jade'
  | 'grass'
  | 'amber'
  | 'orange'
  | 'ruby'
  | 'pink'
  | 'purple'
  | 'violet'
  | 'iris'
  | 'gray'
export type GrayScale = 'gray' | 'slate' | 'mauve' | 'sand' | 'olive' | 'sage'

/**
 * A complete theme: the Radix scales its controls use, and its own background, panel, text and
 * accent colours (also drawn as its swatch in the picker).
 */
export interface Palette {
  readonly appearance: 'light' | 'dark'
  readonly accentColor: AccentScale
  readonly grayColor: GrayScale
  readonly background: string
  readonly panel: string
  readonly text: string
  readonly accent: string
}

/** SPEC §3: the 20 themes of the picker, each after the editor theme it is named after. */
export const PALETTES: Readonly<Record<ThemeName, Palette>> = {
  light: { appearance: 'light', accentColor: 'indigo', grayColor: 'slate', background: '#ffffff', panel: '#f9f9fb', text: '#1c2024', accent: '#3e63dd' },
  dark: { appearance: 'dark', accentColor: 'indigo', grayColor: 'slate', background: '#111113', panel: '#18191b', text: '#edeef0', accent: '#3e63dd' },
  black: { appearance: 'dark', accentColor: 'gray', grayColor: 'gray', background: '#000000', panel: '#0a0a0a', text: '#ffffff', accent: '#d4d4d4' },
  'one-dark': { appearance: 'dark', accentColor: 'blue', grayColor: 'slate', background: '#282c34', panel: '#21252b', text: '#abb2bf', accent: '#61afef' },
  'night-owl-light': { appearance: 'light', accentColor: 'blue', grayColor: 'slate', background: '#fbfbfb', panel: '#f0f0f0', text: '#403f53', accent: '#4876d6' },
  'marmalade-beaver': { appearance: 'dark', accentColor: 'orange', grayColor: 'sand', background: '#211a16', panel: '#2b221d', text: '#f2e3d5', accent: '#f59e42' },
  'noctis-lilac': { appearance: 'light', accentColor: 'violet', grayColor: 'mauve', background: '#f2f1f8', panel: '#e9e7f3', text: '#0c006b', accent: '#7060eb' },
  'material-theme': { appearance: 'dark', accentColor: 'teal', grayColor: 'slate', background: '#263238', panel: '#1e272c', text: '#eeffff', accent: '#80cbc4' },
  'monokai-pro': { appearance: 'dark', accentColor: 'amber', grayColor: 'mauve', background: '#2d2a2e', panel: '#221f22', text: '#fcfcfa', accent: '#ffd866' },
  'github-dark': { appearance: 'dark', accentColor: 'blue', grayColor: 'slate', background: '#0d1117', panel: '#161b22', text: '#e6edf3', accent: '#2f81f7' },
  'shades-of-purple': { appearance: 'dark', accentColor: 'amber', grayColor: 'mauve', background: '#2d2b55', panel: '#1e1e3f', text: '#ffffff', accent: '#fad000' },
  'bearded-solarized': { appearance: 'dark', accentColor: 'teal', grayColor: 'slate', background: '#0f2b35', panel: '#0b2530', text: '#c8d3d5', accent: '#2aa198' },
  'catppuccin-mocha': { appearance: 'dark', accentColor: 'purple', grayColor: 'mauve', background: '#1e1e2e', panel: '#181825', text: '#cdd6f4', accent: '#cba6f7' },
  'nuclear-dark': { appearance: 'dark', accentColor: 'jade', grayColor: 'sage', background: '#1b1f1d', panel: '#151917', text: '#dce3df', accent: '#5fd7a7' },
  achiever: { appearance: 'dark', accentColor: 'ruby', grayColor: 'mauve', background: '#1b1d23', panel: '#15171c', text: '#e7e7ea', accent: '#e54666' },
  dracula: { appearance: 'dark', accentColor: 'purple', grayColor: 'mauve', background: '#282a36', panel: '#21222c', text: '#f8f8f2', accent: '#bd93f9' },
  discord: { appearance: 'dark', accentColor: 'iris', grayColor: 'gray', background: '#313338', panel: '#2b2d31', text: '#dbdee1', accent: '#5865f2' },
  'tinacious-design': { appearance: 'dark', accentColor: 'pink', grayColor: 'mauve', background: '#1d1d26', panel: '#16161e', text: '#cbcbf0', accent: '#ff3399' },
  'vue-dark': { appearance: 'dark', accentColor: 'jade', grayColor: 'sage', background: '#1e1e20', panel: '#161618', text: '#e6e6e1', accent: '#42b883' },
  'vim-dark-soft': { appearance: 'dark', accentColor: 'grass', grayColor: 'olive', background: '#262626', panel: '#1c1c1c', text: '#d0d0d0', accent: '#87af5f' },
}

export function paletteOf(theme: ThemeName): Palette {
  return PALETTES[theme]
}

/**
 * The theme's own colours, over Radix's: one rule that also reaches the dialogs' portals.
 * (Our constants only: no user or server text ever goes into it.)
 */
export function paletteCss(palette: Palette): string {
  return `:root .radix-themes.radix-themes{--color-background:${palette.background};--color-panel-solid:${palette.panel};--gray-12:${palette.text}}`
}
