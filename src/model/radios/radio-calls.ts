import { createEffect } from 'effector'
import type { RadioStation } from '../../api/codecs/radio-station'
import type { RadioForm } from './radio-form'

function pending(call: string): () => never {
  return () => {
    throw new Error(`${call}: api call not wired yet`)
  }
}

/** The server calls of the radios model; each throws with the failure's description. */
export const fetchRadiosFx = createEffect<void, readonly RadioStation[]>(pending('getInternetRadioStations'))
export const createRadioFx = createEffect<RadioForm, void>(pending('createInternetRadioStation'))
export const updateRadioFx = createEffect<{ id: string; form: RadioForm }, void>(pending('updateInternetRadioStation'))
export const deleteRadioFx = createEffect<string, void>(pending('deleteInternetRadioStation'))
