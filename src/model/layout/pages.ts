import { createEvent, createStore, sample } from 'effector'
import * as t from 'io-ts'
import { serverRemoved } from '../session/server-config'

/** The `pages` slice of app_store. */
export interface PagesState {
  readonly showInfoPanel: boolean
  readonly hideRadiosSection: boolean
}

export const DEFAULT_PAGES: PagesState = { showInfoPanel: true, hideRadiosSection: false }

export const StoredPages = t.partial({ showInfoPanel: t.boolean, hideRadiosSection: t.boolean })
export type StoredPages = t.TypeOf<typeof StoredPages>

export const pagesLoaded = createEvent<StoredPages>()
export const infoPanelToggled = createEvent()
export const hideRadiosSectionChanged = createEvent<boolean>()
/** The host window's own setting (Content: the toggle is disabled when it is set). */
export const radiosPresetHidden = createEvent<boolean>()

export const $radiosHiddenByHost = createStore(false).on(radiosPresetHidden, (_, hidden) => hidden)

export const $pages = createStore<PagesState>(DEFAULT_PAGES)
  .on(pagesLoaded, (pages, stored) => ({ ...pages, ...stored }))
  .on(infoPanelToggled, (pages) => ({ ...pages, showInfoPanel: !pages.showInfoPanel }))
  .on(hideRadiosSectionChanged, (pages, hidden) => ({ ...pages, hideRadiosSection: hidden }))
  .on(radiosPresetHidden, (pages, hidden) => (hidden ? { ...pages, hideRadiosSection: true } : pages))

/** Removing the server config restores the info panel and the radios section's preset. */
sample({
  clock: serverRemoved,
  source: { pages: $pages, hiddenByHost: $radiosHiddenByHost },
  fn: ({ pages, hiddenByHost }): PagesState => ({ ...pages, showInfoPanel: true, hideRadiosSection: hiddenByHost }),
  target: $pages,
})
