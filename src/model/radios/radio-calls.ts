import { attach } from 'effector'
import {
  createInternetRadioStation,
  deleteInternetRadioStation,
  updateInternetRadioStation,
} from '../../api/calls/radio-stations'
import { requireConnection, valueOrThrow } from '../session/call-result'
import { $connection } from '../session/server-config'
import type { RadioForm } from './radio-form'

// The list's call lives apart (the radio commands' context reads the list); these load on a first write.
export { fetchRadiosFx } from './radio-list-call'

/** The server calls of the radios model that write; each throws with the failure's description. */
export const createRadioFx = attach({
  source: $connection,
  effect: async (connection, form: RadioForm): Promise<void> => {
    valueOrThrow('createInternetRadioStation', await createInternetRadioStation(requireConnection(connection), form))
  },
})

export const updateRadioFx = attach({
  source: $connection,
  effect: async (connection, { id, form }: { id: string; form: RadioForm }): Promise<void> => {
    valueOrThrow('updateInternetRadioStation', await updateInternetRadioStation(requireConnection(connection), id, form))
  },
})

export const deleteRadioFx = attach({
  source: $connection,
  effect: async (connection, id: string): Promise<void> => {
    valueOrThrow('deleteInternetRadioStation', await deleteInternetRadioStation(requireConnection(connection), id))
  },
})
