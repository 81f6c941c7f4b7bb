import type { TFunction } from 'i18next'
import type { ThemeName } from '../../model/preferences/theme'

/** Editor themes keep their own (proper) names in every language; only the plain ones are translated. */
const PROPER_NAMES: Partial<Record<ThemeName, string>> = {
  'one-dark': 'One Dark',
  'night-owl-light': 'Night Owl Light',
  'marmalade-beaver': 'Marmalade Beaver',
  'noctis-lilac': 'Noctis Lilac',
  'material-theme': 'Material Theme',
  'monokai-pro': 'Monokai Pro',
  'github-dark': 'GitHub Dark',
  'shades-of-purple': 'Shades of Purple',
  'bearded-solarized': 'Bearded Solarized',
  'catppuccin-mocha': 'Catppuccin Mocha',
  'nuclear-dark': 'Nuclear Dark',
  achiever: 'Achiever',
  dracula: 'Dracula',
  discord: 'Discord',
  'tinacious-design': 'Tinacious Design',
  'vue-dark': 'Vue Dark',
  'vim-dark-soft': 'Vim Dark Soft',
}

export function themeLabel(t: TFunction, theme: ThemeName): string {
  return PROPER_NAMES[theme] ?? t(`themes.${theme}`)
}
