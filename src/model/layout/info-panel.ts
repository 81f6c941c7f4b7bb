import { combine, createEvent, createStore, sample } from 'effector'
import { $pages, infoPanelToggled } from './pages'

/**
 * Where the info panel shows. In a wide window it is a column, and whether it shows is kept in
 * app_store (pages.showInfoPanel). A narrow window (below 1100 CSS px: a small window, or
 * 200 % text zoom) has no room for the column: the panel is a drawer over the page's right edge,
 * closed until asked for, and asking for it there does not change the stored setting.
 */
export const NARROW_WINDOW = '(max-width: 68.6875em)'

/** The layout reports whether the window is narrow (NARROW_WINDOW), at start and on each change. */
export const windowNarrowed = createEvent<boolean>()
/** "Toggle info panel" (the command, the header button, the panel's close button). */
export const infoPanelCommanded = createEvent()

const drawerToggled = createEvent()

export const $windowNarrow = createStore(false).on(windowNarrowed, (_, narrow) => narrow)
/** Whether the drawer is open in a narrow window (closed again whenever the width class changes). */
export const $infoDrawerOpen = createStore(false)
  .on(drawerToggled, (open) => !open)
  .reset(windowNarrowed)

sample({ clock: infoPanelCommanded, source: $windowNarrow, filter: (narrow) => !narrow, target: infoPanelToggled })
sample({ clock: infoPanelCommanded, source: $windowNarrow, filter: (narrow) => narrow, target: drawerToggled })

/** Whether the info panel is on screen: the stored setting in a wide window, the drawer in a narrow one. */
export const $infoPanelShown = combine($windowNarrow, $infoDrawerOpen, $pages, (narrow, open, pages) => (narrow ? open : pages.showInfoPanel))
