import { createEvent, createStore } from 'effector'

/** 0..100, step 1, wheel step 5, default 100. */
export const VOLUME = { min: 0, max: 100, step: 1, wheelStep: 5, initial: 100 } as const

const clampVolume = (value: number) => Math.min(VOLUME.max, Math.max(VOLUME.min, Math.round(value)))

export const volumeChanged = createEvent<number>()
/** A step up (positive) or down; keyboard commands use ±wheelStep. */
export const volumeStepped = createEvent<number>()
/** A wheel turn over the volume control: up raises by the wheel step, down lowers. */
export const volumeWheeled = createEvent<{ readonly deltaY: number }>()
export const muteToggled = createEvent()

export const $volume = createStore<number>(VOLUME.initial)
  .on(volumeChanged, (_, value) => clampVolume(value))
  .on(volumeStepped, (volume, delta) => clampVolume(volume + delta))
  .on(volumeWheeled, (volume, { deltaY }) =>
    deltaY === 0 ? volume : clampVolume(volume + (deltaY < 0 ? VOLUME.wheelStep : -VOLUME.wheelStep)),
  )

export const $muted = createStore(false)
  .on(muteToggled, (muted) => !muted)
  .on(volumeChanged, () => false)
  .on(volumeStepped, () => false)
  .on(volumeWheeled, () => false)

/** What the element plays at, 0..1. */
export const $outputVolume = $volume.map((volume) => volume / 100)
