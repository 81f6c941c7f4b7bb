import type { ThemeName } from '../model/preferences/theme'
import { initI18n } from '../ui/i18n/i18n'
import { loadThemeColors } from '../ui/theme/theme-colors'

/** Start-up step: the texts in the stored language (a chunk per language) and the theme's colour scales. */
export function loadTexts(language: string, theme: ThemeName): Promise<unknown> {
  return Promise.all([initI18n(language), loadThemeColors(theme)])
}
