import { useUnit } from 'effector-react'
import { useEffect } from 'react'
import { createAudioElementOutput } from '../../model/player/audio-element'
import { bindMediaSession } from '../../model/player/media-session'
import {
  audioAttached,
  audioDetached,
  durationChanged,
  nextRequested,
  pauseRequested,
  playbackFailed,
  playingChangedOutside,
  playRequested,
  previousRequested,
  progressUpdated,
  SEEK_STEP_SECONDS,
  seekedBy,
  seekRequested,
  trackEnded,
} from '../../model/player/player'

/** Creates the audio elements once, hands them to the model, and routes the OS media keys. */
export function AudioMount() {
  const events = useUnit({
    audioAttached,
    audioDetached,
    durationChanged,
    progressUpdated,
    trackEnded,
    playbackFailed,
    playingChangedOutside,
    playRequested,
    pauseRequested,
    nextRequested,
    previousRequested,
    seekRequested,
    seekedBy,
  })
  useEffect(() => {
    const output = createAudioElementOutput({
      timeUpdated: events.progressUpdated,
      durationChanged: events.durationChanged,
      ended: events.trackEnded,
      failed: events.playbackFailed,
      playingChanged: events.playingChangedOutside,
    })
    events.audioAttached(output)
    const unbind = bindMediaSession(
      {
        play: events.playRequested,
        pause: events.pauseRequested,
        previous: events.previousRequested,
        next: events.nextRequested,
        seekTo: events.seekRequested,
        seekBy: events.seekedBy,
      },
      SEEK_STEP_SECONDS,
    )
    return () => {
      unbind()
      events.audioDetached()
      output.dispose()
    }
    // The scope's bound events are stable for the app's lifetime.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return null
}
