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
 * A complete theme: the Radix scales its controls use, and its own colours over them. Background,
 * panel, text and accent are drawn as its swatch in the picker; the others are the colours a
 * reader must tell apart from the background and the panel (WCAG AA, palettes.test.ts):
 * `muted` secondary text, `accentText` links and accented text (4.5:1); `solid` filled buttons,
 * sliders and icons, `border` the edges of inputs, `focus` the focus ring (3:1); `solidText` the
 * text on a `solid` fill (4.5:1).
 */
export interface Palette {
  readonly appearance: 'light' | 'dark'
  readonly accentColor: AccentScale
  readonly grayColor: GrayScale
  readonly background: string
  readonly panel: string
  readonly text: string
  readonly accent: string
  readonly muted: string
  readonly accentText: string
  readonly solid: string
  readonly solidText: string
  readonly border: string
  readonly focus: string
}

/** The 20 themes of the picker, each after the editor theme it is named after. */
export const PALETTES: Readonly<Record<ThemeName, Palette>> = {
  light: { appearance: 'light', accentColor: 'indigo', grayColor: 'slate', background: '#ffffff', panel: '#f9f9fb', text: '#1c2024', accent: '#3e63dd', muted: '#60646c', accentText: '#3a5bc7', solid: '#3e63dd', solidText: '#ffffff', border: '#8b8da0', focus: '#6b89ea' },
  dark: { appearance: 'dark', accentColor: 'indigo', grayColor: 'slate', background: '#111113', panel: '#18191b', text: '#edeef0', accent: '#3e63dd', muted: '#b0b4ba', accentText: '#9eb1ff', solid: '#3e63dd', solidText: '#ffffff', border: '#606870', focus: '#4762b9' },
  black: { appearance: 'dark', accentColor: 'gray', grayColor: 'gray', background: '#000000', panel: '#0a0a0a', text: '#ffffff', accent: '#d4d4d4', muted: '#afafaf', accentText: '#afafaf', solid: '#6e6e6e', solidText: '#ffffff', border: '#5f5f5f', focus: '#606060' },
  'one-dark': { appearance: 'dark', accentColor: 'blue', grayColor: 'slate', background: '#282c34', panel: '#21252b', text: '#abb2bf', accent: '#61afef', muted: '#b7bcc3', accentText: '#70b8ff', solid: '#0090ff', solidText: '#000000', border: '#6d7886', focus: '#2b79cc' },
  'night-owl-light': { appearance: 'light', accentColor: 'blue', grayColor: 'slate', background: '#fbfbfb', panel: '#f0f0f0', text: '#403f53', accent: '#4876d6', muted: '#5e636b', accentText: '#0c6dc1', solid: '#0076d1', solidText: '#ffffff', border: '#848799', focus: '#168be2' },
  'marmalade-beaver': { appearance: 'dark', accentColor: 'orange', grayColor: 'sand', background: '#211a16', panel: '#2b221d', text: '#f2e3d5', accent: '#f59e42', muted: '#bab6af', accentText: '#ffa057', solid: '#f76b15', solidText: '#211a16', border: '#766e65', focus: '#a95b2b' },
  'noctis-lilac': { appearance: 'light', accentColor: 'violet', grayColor: 'mauve', background: '#f2f1f8', panel: '#e9e7f3', text: '#0c006b', accent: '#7060eb', muted: '#605e6b', accentText: '#614cb7', solid: '#6e56cf', solidText: '#ffffff', border: '#867e9d', focus: '#8870e4' },
  'material-theme': { appearance: 'dark', accentColor: 'teal', grayColor: 'slate', background: '#263238', panel: '#1e272c', text: '#eeffff', accent: '#80cbc4', muted: '#b6bec5', accentText: '#0fddbc', solid: '#12a594', solidText: '#000000', border: '#6c7e89', focus: '#238a7e' },
  'monokai-pro': { appearance: 'dark', accentColor: 'amber', grayColor: 'mauve', background: '#2d2a2e', panel: '#221f22', text: '#fcfcfa', accent: '#ffd866', muted: '#bdb9c4', accentText: '#ffca16', solid: '#ffc53d', solidText: '#21201c', border: '#79757f', focus: '#9b6d27' },
  'github-dark': { appearance: 'dark', accentColor: 'blue', grayColor: 'slate', background: '#0d1117', panel: '#161b22', text: '#e6edf3', accent: '#2f81f7', muted: '#afb4bb', accentText: '#70b8ff', solid: '#0090ff', solidText: '#0d1117', border: '#5e6a77', focus: '#2870bd' },
  'shades-of-purple': { appearance: 'dark', accentColor: 'amber', grayColor: 'mauve', background: '#2d2b55', panel: '#1e1e3f', text: '#ffffff', accent: '#fad000', muted: '#bdb9cf', accentText: '#ffca16', solid: '#ffc53d', solidText: '#21201c', border: '#79779e', focus: '#a37229' },
  'bearded-solarized': { appearance: 'dark', accentColor: 'teal', grayColor: 'slate', background: '#0f2b35', panel: '#0b2530', text: '#c8d3d5', accent: '#2aa198', muted: '#afbcc4', accentText: '#0bdcbb', solid: '#12a594', solidText: '#0f2b35', border: '#567887', focus: '#218075' },
  'catppuccin-mocha': { appearance: 'dark', accentColor: 'purple', grayColor: 'mauve', background: '#1e1e2e', panel: '#181825', text: '#cdd6f4', accent: '#cba6f7', muted: '#b8b5c4', accentText: '#d19dff', solid: '#8e4ec6', solidText: '#ffffff', border: '#6c6a81', focus: '#8559ab' },
  'nuclear-dark': { appearance: 'dark', accentColor: 'jade', grayColor: 'sage', background: '#1b1f1d', panel: '#151917', text: '#dce3df', accent: '#5fd7a7', muted: '#b1b9b6', accentText: '#20daa6', solid: '#29a383', solidText: '#1b1f1d', border: '#646e6a', focus: '#2a7e68' },
  achiever: { appearance: 'dark', accentColor: 'ruby', grayColor: 'mauve', background: '#1b1d23', panel: '#15171c', text: '#e7e7ea', accent: '#e54666', muted: '#b7b5c1', accentText: '#ff949d', solid: '#e54666', solidText: '#000000', border: '#696976', focus: '#b3445a' },
  dracula: { appearance: 'dark', accentColor: 'purple', grayColor: 'mauve', background: '#282a36', panel: '#21222c', text: '#f8f8f2', accent: '#bd93f9', muted: '#bbb9c6', accentText: '#d19dff', solid: '#9458c9', solidText: '#ffffff', border: '#747486', focus: '#8e65b1' },
  discord: { appearance: 'dark', accentColor: 'iris', grayColor: 'gray', background: '#313338', panel: '#2b2d31', text: '#dbdee1', accent: '#5865f2', muted: '#bebfc1', accentText: '#b1a9ff', solid: '#7373dc', solidText: '#000000', border: '#7c7e83', focus: '#7877c0' },
  'tinacious-design': { appearance: 'dark', accentColor: 'pink', grayColor: 'mauve', background: '#1d1d26', panel: '#16161e', text: '#cbcbf0', accent: '#ff3399', muted: '#b8b5c2', accentText: '#ff8dcc', solid: '#d6409f', solidText: '#000000', border: '#6a6979', focus: '#a84885' },
  'vue-dark': { appearance: 'dark', accentColor: 'jade', grayColor: 'sage', background: '#1e1e20', panel: '#161618', text: '#e6e6e1', accent: '#42b883', muted: '#b2b9b7', accentText: '#21daa6', solid: '#29a383', solidText: '#1e1e20', border: '#686c6d', focus: '#2a7e68' },
  'vim-dark-soft': { appearance: 'dark', accentColor: 'grass', grayColor: 'olive', background: '#262626', panel: '#1c1c1c', text: '#d0d0d0', accent: '#87af5f', muted: '#b6bbb4', accentText: '#76d487', solid: '#46a758', solidText: '#262626', border: '#6f736e', focus: '#417e4c' },
}

export function paletteOf(theme: ThemeName): Palette {
  return PALETTES[theme]
}

/**
 * The theme's own colours, over Radix's: one rule that also reaches the dialogs' portals.
 * (Our constants only: no user or server text ever goes into it.)
 */
export function paletteCss(palette: Palette): string {
  const p = palette
  return (
    `:root .radix-themes.radix-themes{--color-background:${p.background};--color-panel-solid:${p.panel};--gray-12:${p.text};` +
    `--gray-11:${p.muted};--gray-a11:${p.muted};--accent-11:${p.accentText};--accent-a11:${p.accentText};` +
    `--accent-9:${p.solid};--accent-contrast:${p.solidText};--gray-a7:${p.border};--gray-a8:${p.border};--focus-8:${p.focus}}`
  )
}
