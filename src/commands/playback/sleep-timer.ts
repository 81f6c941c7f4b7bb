import type { SleepChoice } from '../../model/listening/sleep-rules'
import { $nextSleepChoice, $runningSleepTimer, sleepTimerCancelRequested, sleepTimerCycled, sleepTimerRequested } from '../../model/listening/track-end'
import { $hasMedia } from '../../model/player/player'
import { defineCommand } from '../command'

const $timerRuns = $runningSleepTimer.map((timer) => timer !== null)

/** Steps through the timer's choices: off, 15, 30, 45, 60 minutes, end of song, album, queue. */
export const cycleSleepTimer = defineCommand({
  id: 'playback.listening.cycleSleepTimer',
  keys: 'Z Z',
  enabled: $hasMedia,
  context: $nextSleepChoice,
  target: sleepTimerCycled,
})

/** Stops the running timer; the music plays on. */
export const cancelSleepTimer = defineCommand({
  id: 'playback.listening.cancelSleepTimer',
  keys: 'Z X',
  enabled: $timerRuns,
  target: sleepTimerCancelRequested,
})

/** A timer its caller chooses: the bar's menu, a custom number of minutes. */
export const setSleepTimer = defineCommand({
  id: 'playback.listening.setSleepTimer',
  payloadOnly: true,
  enabled: $hasMedia,
  target: sleepTimerRequested,
  adapt: (choice: SleepChoice) => choice,
})

/** The palette's fixed choices, one entry each. */
function sleepChoice<const Id extends `playback.listening.${string}`>(id: Id, choice: SleepChoice) {
  return defineCommand({ id, enabled: $hasMedia, target: sleepTimerRequested, adapt: () => choice })
}

export const sleepIn15 = sleepChoice('playback.listening.sleepIn15', { kind: 'minutes', minutes: 15 })
export const sleepIn30 = sleepChoice('playback.listening.sleepIn30', { kind: 'minutes', minutes: 30 })
export const sleepIn45 = sleepChoice('playback.listening.sleepIn45', { kind: 'minutes', minutes: 45 })
export const sleepIn60 = sleepChoice('playback.listening.sleepIn60', { kind: 'minutes', minutes: 60 })
export const sleepAtEndOfSong = sleepChoice('playback.listening.sleepAtEndOfSong', { kind: 'song' })
export const sleepAtEndOfAlbum = sleepChoice('playback.listening.sleepAtEndOfAlbum', { kind: 'album' })
export const sleepAtEndOfQueue = sleepChoice('playback.listening.sleepAtEndOfQueue', { kind: 'queue' })

export const sleepTimerCommands = [
  cycleSleepTimer,
  cancelSleepTimer,
  setSleepTimer,
  sleepIn15,
  sleepIn30,
  sleepIn45,
  sleepIn60,
  sleepAtEndOfSong,
  sleepAtEndOfAlbum,
  sleepAtEndOfQueue,
] as const
