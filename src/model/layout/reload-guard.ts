import { combine, createEvent, createStore } from 'effector'
import { $shell } from '../host/shell'

/**
 * Whether music plays, as the player reports it (the player drives this event from its own
 * isPlaying store; until then nothing plays and reloads are never questioned).
 */
export const playingReported = createEvent<boolean>()
export const $musicPlaying = createStore(false).on(playingReported, (_, playing) => playing)

export type ReloadVerdict = 'allow' | 'confirm' | 'block'

/** SPEC §4 reload keys: the desktop app blocks them; a browser asks first while music plays. */
export const $reloadVerdict = combine($shell, $musicPlaying, (shell, playing): ReloadVerdict => {
  if (shell.reloadPolicy === 'blocked') return 'block'
  return playing ? 'confirm' : 'allow'
})
