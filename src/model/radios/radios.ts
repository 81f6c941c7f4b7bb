import { createEvent, createStore, sample } from 'effector'
import type { RadioStation } from '../../api/codecs/radio-station'

export type { RadioStation }
import { serverRemoved } from '../session/server-config'
import { fetchRadiosFx } from './radio-list-call'

/** The internet radio stations (Radios page); refetched after every change. */
export const radiosRefreshRequested = createEvent()

export type RadiosStatus = 'idle' | 'loading' | 'ready' | 'failed'

export const $radios = createStore<readonly RadioStation[]>([])
  .on(fetchRadiosFx.doneData, (_, radios) => radios)
  .reset(serverRemoved)

export const $radiosStatus = createStore<RadiosStatus>('idle')
  .on(fetchRadiosFx, (status) => (status === 'ready' ? status : 'loading'))
  .on(fetchRadiosFx.done, () => 'ready')
  .on(fetchRadiosFx.fail, (status) => (status === 'ready' ? status : 'failed'))
  .reset(serverRemoved)

sample({ clock: radiosRefreshRequested, target: fetchRadiosFx })


export function findRadio(radios: readonly RadioStation[], id: string): RadioStation | undefined {
  return radios.find((radio) => radio.id === id)
}
