import { combine, createEvent, createStore } from 'effector'
import type { ThemeName } from './theme'
import { $themeName, themeChanged } from './theme'

/**
 * A theme shown for a moment without being chosen: the palette's theme list previews the
 * highlighted one; leaving the list ends the preview, choosing one keeps it.
 */
export const themePreviewed = createEvent<ThemeName>()
export const themePreviewEnded = createEvent()

export const $themePreview = createStore<ThemeName | null>(null)
  .on(themePreviewed, (_, theme) => theme)
  .on(themePreviewEnded, () => null)
  .on(themeChanged, () => null)

/** The theme on screen: the previewed one, or else the chosen one. */
export const $shownTheme = combine($themePreview, $themeName, (preview, chosen) => preview ?? chosen)
