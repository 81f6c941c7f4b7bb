import { createEvent, createStore } from 'effector'
import * as t from 'io-ts'
import { persistStore } from '../persistence/persist-store'

/** The 20 themes of the picker, default dark. Their palettes live in the UI. */
export const THEMES = [
  'light',
  'dark',
  'black',
  'one-dark',
  'night-owl-light',
  'marmalade-beaver',
  'noctis-lilac',
  'material-theme',
  'monokai-pro',
  'github-dark',
  'shades-of-purple',
  'bearded-solarized',
  'catppuccin-mocha',
  'nuclear-dark',
  'achiever',
  'dracula',
  'discord',
  'tinacious-design',
  'vue-dark',
  'vim-dark-soft',
] as const
export type ThemeName = (typeof THEMES)[number]
export const DEFAULT_THEME: ThemeName = 'dark'

const ThemeName = t.keyof(Object.fromEntries(THEMES.map((name) => [name, null])) as Record<ThemeName, null>)

export const themeChanged = createEvent<ThemeName>()
export const $theme = createStore<{ theme: ThemeName }>({ theme: DEFAULT_THEME }).on(themeChanged, (_, theme) => ({
  theme,
}))
export const $themeName = $theme.map((state) => state.theme)

persistStore({ store: $theme, key: 'theme', version: 1, codec: t.partial({ theme: ThemeName }), pick: (s) => s })
