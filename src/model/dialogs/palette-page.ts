import { createEvent, createStore, sample } from 'effector'
import { themePreviewEnded } from '../preferences/theme-preview'
import { $openDialog } from './dialogs'

/**
 * The palette's recent commands live with the palette's model: this module is loaded at start
 * (through the theme and language commands), so their stored list is read with the others.
 */
export { $recentCommandIds, recentCommandUsed } from '../preferences/recent-commands'

/** The palette's nested lists (cmdk pages): the commands, or a theme, language, server, music folder or bookmark to choose. */
export type PalettePage = 'root' | 'themes' | 'languages' | 'servers' | 'musicFolders' | 'bookmarks'

export const palettePageOpened = createEvent<PalettePage>()
/** Backspace on an empty search, or Escape, inside a nested list. */
export const palettePageLeft = createEvent()

export const $palettePage = createStore<PalettePage>('root')
  .on(palettePageOpened, (_, page) => page)
  .on(palettePageLeft, () => 'root')

/** Closing the palette forgets its page and any theme it was previewing. */
sample({ clock: $openDialog, filter: (open) => open !== 'palette', fn: () => 'root' as const, target: $palettePage })
sample({ clock: [palettePageLeft, $openDialog.updates], target: themePreviewEnded })
