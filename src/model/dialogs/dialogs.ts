import { createEvent, createStore } from 'effector'

/** The app's modal surfaces; only one is open at a time. None is persisted. */
export type DialogName =
  | 'palette'
  | 'shortcuts'
  | 'settings'
  | 'logout'
  | 'about'
  | 'serverStatus'
  | 'update'
  | 'songInfo'
  | PlaylistDialogName
  | RadioDialogName

/** The playlist and radio forms and confirmations (src/ui/playlists, src/ui/radios). */
export type PlaylistDialogName = 'playlistEditor' | 'playlistDelete' | 'addToPlaylist' | 'playlistRemoveSongs'
export type RadioDialogName = 'radioEditor' | 'radioDelete'

export const dialogOpened = createEvent<DialogName>()
export const dialogClosed = createEvent()
export const dialogToggled = createEvent<DialogName>()

export const $openDialog = createStore<DialogName | null>(null)
  .on(dialogOpened, (_, name) => name)
  .on(dialogClosed, () => null)
  .on(dialogToggled, (open, name) => (open === name ? null : name))

export const SETTINGS_PAGES = ['appearance', 'audio', 'language', 'content', 'storage'] as const
export type SettingsPage = (typeof SETTINGS_PAGES)[number]

export const settingsPageChanged = createEvent<SettingsPage>()
export const $settingsPage = createStore<SettingsPage>('appearance').on(settingsPageChanged, (_, page) => page)
