import { combine } from 'effector'
import { $canNotify, songNotificationsToggleRequested } from '../../model/player/song-notifications'
import { $isSignedIn } from '../../model/session/signed-in'
import { defineCommand } from '../command'

/** A notification when the song changes (a setting, off by default; the browser asks permission). */
export const toggleSongNotifications = defineCommand({
  id: 'app.notifications.toggleSongChange',
  enabled: combine($canNotify, $isSignedIn, (canNotify, signedIn) => canNotify && signedIn),
  target: songNotificationsToggleRequested,
})
