import { createEvent, createStore } from 'effector'
import * as t from 'io-ts'
import { persistStore } from '../persistence/persist-store'

/** Native comforts, both off by default: a notification when the song changes; closing to the tray. */
export interface DesktopPreferences {
  readonly songNotifications: boolean
  readonly closeToTray: boolean
}

export const DEFAULT_DESKTOP_PREFERENCES: DesktopPreferences = { songNotifications: false, closeToTray: false }

/** Set by song-notifications.ts once the host allows notifications (or when turned off). */
export const songNotificationsSet = createEvent<boolean>()
export const closeToTrayToggled = createEvent()

export const $desktopPreferences = createStore<DesktopPreferences>(DEFAULT_DESKTOP_PREFERENCES)
  .on(songNotificationsSet, (state, songNotifications) => ({ ...state, songNotifications }))
  .on(closeToTrayToggled, (state) => ({ ...state, closeToTray: !state.closeToTray }))

persistStore({
  store: $desktopPreferences,
  key: 'desktop',
  version: 1,
  codec: t.partial({ songNotifications: t.boolean, closeToTray: t.boolean }),
  pick: (state) => state,
})
