import { createEvent, createStore } from 'effector'
import type { AudioOutput, AudioOutputFactory } from '../../audio/audio-output'

/**
 * How the audio output is made: src/start hands over the browser's (src/audio) once; the player
 * bar makes it when it mounts. Null in tests that need none.
 */
export const audioFactoryAttached = createEvent<AudioOutputFactory>()
export const $audioFactory = createStore<AudioOutputFactory | null>(null, { serialize: 'ignore' }).on(
  audioFactoryAttached,
  (_, factory) => factory,
)

/** The audio element (through its adapter) the UI mounts once; null before that and in tests that need none. */
export const audioAttached = createEvent<AudioOutput>()
export const audioDetached = createEvent()
export const $audio = createStore<AudioOutput | null>(null, { serialize: 'ignore' })
  .on(audioAttached, (_, audio) => audio)
  .on(audioDetached, () => null)
