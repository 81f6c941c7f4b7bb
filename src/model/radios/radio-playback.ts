import { createEvent, sample } from 'effector'
import { radioPlayed } from '../queue/queue-events'
import { $radios } from './radios'

/** A row's play button: plays that station through the queue (SPEC §4 playing a radio). */
export const radioPlayRequested = createEvent<string>()

sample({
  clock: radioPlayRequested,
  source: $radios,
  filter: (radios, id) => radios.some((radio) => radio.id === id),
  fn: (radios, id) => ({ stations: radios, index: radios.findIndex((radio) => radio.id === id) }),
  target: radioPlayed,
})
