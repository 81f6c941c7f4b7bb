import { combine, createEvent, sample } from 'effector'
import { $currentRadio, $isPlaying, pauseRequested, queueCleared } from '../queue/queue'
import { radioPlayed } from '../queue/queue-events'
import { $radios } from './radios'

/**
 * A row's play/pause button. Playing goes through the queue's radioPlayed (playing a
 * radio: the same station paused just resumes); the player shows "Unable to play the Radio,
 * check the Stream URL!" when the stream fails.
 */
export const radioPlayToggled = createEvent<string>()

/** The id of the station that is playing now, or null. */
export const $playingRadioId = combine($currentRadio, $isPlaying, (radio, playing) => (playing && radio ? radio.id : null))

// One decision per press, read before either branch changes the queue.
const decided = sample({
  clock: radioPlayToggled,
  source: { radios: $radios, playing: $playingRadioId, current: $currentRadio },
  fn: ({ radios, playing, current }, id) => {
    const index = radios.findIndex((radio) => radio.id === id)
    const station = radios[index]
    // The queued copy of an edited station (same id, other address or name) must not just resume.
    const stale = current !== null && station !== undefined && current.id === id && (current.streamUrl !== station.streamUrl || current.name !== station.name)
    return { pause: playing === id && !stale, stale, stations: radios, index }
  },
})

sample({ clock: decided, filter: ({ pause }) => pause, fn: () => undefined, target: pauseRequested })
sample({ clock: decided, filter: ({ stale }) => stale, fn: () => undefined, target: queueCleared })
sample({
  clock: decided,
  filter: ({ pause, index }) => !pause && index >= 0,
  fn: ({ stations, index }) => ({ stations, index }),
  target: radioPlayed,
})
