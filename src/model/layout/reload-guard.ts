import { combine, createEvent, createStore, sample } from 'effector'
import { $shell } from '../host/shell'
import { $isPlaying } from '../queue/queue'

/** Whether music plays, as the player reports it. */
export const playingReported = createEvent<boolean>()
export const $musicPlaying = createStore(false).on(playingReported, (_, playing) => playing)
sample({ clock: $isPlaying.updates, target: playingReported })

export type ReloadVerdict = 'allow' | 'confirm' | 'block'

/** Reload keys: the desktop app blocks them; a browser asks first while music plays. */
export const $reloadVerdict = combine($shell, $musicPlaying, (shell, playing): ReloadVerdict => {
  if (shell.reloadPolicy === 'blocked') return 'block'
  return playing ? 'confirm' : 'allow'
})
