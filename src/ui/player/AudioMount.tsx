import { useUnit } from 'effector-react'
import { useEffect, useRef } from 'react'
import { bindMediaSession } from '../../model/player/media-session'
import {
  $audioFactory,
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
  audioEnded,
} from '../../model/player/player'

/** Creates the audio elements once, hands them to the model, and routes the OS media keys. */
export function AudioMount() {
  const events = useUnit({
    audioAttached,
    audioDetached,
    durationChanged,
    progressUpdated,
    audioEnded,
    playbackFailed,
    playingChangedOutside,
    playRequested,
    pauseRequested,
    nextRequested,
    previousRequested,
    seekRequested,
    seekedBy,
  })
  const createOutput = useUnit($audioFactory)
  const container = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!createOutput) return
    // In the document (hidden) rather than detached, so devtools and e2e tests can inspect them.
    const host = container.current
    const makeElement = () => {
      const element = document.createElement('audio')
      host?.append(element)
      return element
    }
    const output = createOutput({
      timeUpdated: events.progressUpdated,
      durationChanged: events.durationChanged,
      ended: events.audioEnded,
      failed: events.playbackFailed,
      playingChanged: events.playingChangedOutside,
    }, makeElement)
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
      host?.replaceChildren()
    }
    // The scope's bound events are stable for the app's lifetime.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [createOutput])
  return <div ref={container} hidden data-testid="audio-elements" />
}
