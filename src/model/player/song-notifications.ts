import { attach, combine, createEvent, createStore, sample } from 'effector'
import type { Song } from '../../api/codecs/song'
import type { HostTask } from '../host/host-task'
import { hostTaskFx } from '../host/host-task'
import { $shell } from '../host/shell'
import { $desktopPreferences, songNotificationsSet } from '../preferences/desktop-preferences'
import { $currentSong, $isPlaying } from '../queue/queue'
import { toastShown } from '../toasts/toasts'

/**
 * A notification when the playing song changes (a setting, off by default): the desktop's own
 * (os.showNotification), or the browser's Notification API, whose permission is asked when the
 * setting is turned on. A song resumed after a pause is not announced again.
 */
export const songNotificationsToggleRequested = createEvent()

export const $canNotify = $shell.map((shell) => Boolean(shell.notifications))

const askPermissionFx = attach({
  source: $shell,
  effect: async (shell) => (shell.notifications ? shell.notifications.requestPermission() : false),
})

const turnedOn = sample({ clock: songNotificationsToggleRequested, source: $desktopPreferences, filter: (prefs) => !prefs.songNotifications })
sample({ clock: songNotificationsToggleRequested, source: $desktopPreferences, filter: (prefs) => prefs.songNotifications, fn: () => false, target: songNotificationsSet })
sample({ clock: turnedOn, target: askPermissionFx })
sample({ clock: askPermissionFx.doneData, filter: Boolean, target: songNotificationsSet })
sample({
  clock: [askPermissionFx.doneData.filter({ fn: (granted) => !granted }), askPermissionFx.fail],
  fn: () => ({ tone: 'error' as const, message: 'songNotifications.denied' }),
  target: toastShown,
})

const $announced = createStore<string | null>(null)
const $playingSong = combine($currentSong, $isPlaying, (song, playing) => (playing ? song : null))
const changed = sample({
  clock: $playingSong.updates,
  source: { announced: $announced, prefs: $desktopPreferences },
  filter: ({ announced, prefs }, song) => song !== null && song.id !== announced && prefs.songNotifications,
  fn: (_, song) => song!,
})
$announced.on(changed, (_, song) => song.id)
sample({
  clock: changed,
  fn: (song: Song): HostTask => ({
    run: (shell) => shell.notifications?.show(song.title, [song.artist, song.album].filter(Boolean).join(' — ')),
    what: 'Could not show the song notification',
  }),
  target: hostTaskFx,
})
