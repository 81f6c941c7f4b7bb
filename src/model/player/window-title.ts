import { combine, sample } from 'effector'
import type { RadioStation } from '../../api/codecs/radio-station'
import type { Song } from '../../api/codecs/song'
import type { HostTask } from '../host/host-task'
import { hostTaskFx } from '../host/host-task'
import { $currentRadio, $currentSong } from '../queue/queue'

export const APP_TITLE = 'Tonearm'

/** "Title — Artist · Tonearm" while a song is current, "Station · Tonearm" for a radio, else "Tonearm". */
export function windowTitleOf(song: Song | null, radio: RadioStation | null): string {
  if (song !== null) return song.artist ? `${song.title} — ${song.artist} · ${APP_TITLE}` : `${song.title} · ${APP_TITLE}`
  if (radio !== null) return `${radio.name} · ${APP_TITLE}`
  return APP_TITLE
}

/** The window (desktop) or tab (browser) title, following the current song. */
export const $windowTitle = combine($currentSong, $currentRadio, windowTitleOf)

sample({
  clock: $windowTitle.updates,
  fn: (title): HostTask => ({ run: (shell) => shell.setWindowTitle(title), what: 'Could not set the window title' }),
  target: hostTaskFx,
})
