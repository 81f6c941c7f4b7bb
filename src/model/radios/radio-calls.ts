import { attach } from 'effector'
import type { Either } from 'fp-ts/Either'
import { isLeft } from 'fp-ts/Either'
import {
  createInternetRadioStation,
  deleteInternetRadioStation,
  getInternetRadioStations,
  updateInternetRadioStation,
} from '../../api/calls/radio-stations'
import type { RadioStation } from '../../api/codecs/radio-station'
import type { Connection } from '../../api/core/connection'
import type { ApiFailure } from '../../api/core/failure'
import { describeFailure } from '../../api/core/failure'
import { $connection } from '../session/server-config'
import type { RadioForm } from './radio-form'

function valueOf<A>(what: string, result: Either<ApiFailure, A>): A {
  if (isLeft(result)) {
    const message = describeFailure(result.left)
    console.error(`${what}:`, message)
    throw new Error(message)
  }
  return result.right
}

function connected(connection: Connection | null): Connection {
  if (!connection) throw new Error('No server configured')
  return connection
}

/** The server calls of the radios model; each throws with the failure's description. */
export const fetchRadiosFx = attach({
  source: $connection,
  effect: async (connection): Promise<readonly RadioStation[]> =>
    valueOf('getInternetRadioStations', await getInternetRadioStations(connected(connection))),
})

export const createRadioFx = attach({
  source: $connection,
  effect: async (connection, form: RadioForm): Promise<void> => {
    valueOf('createInternetRadioStation', await createInternetRadioStation(connected(connection), form))
  },
})

export const updateRadioFx = attach({
  source: $connection,
  effect: async (connection, { id, form }: { id: string; form: RadioForm }): Promise<void> => {
    valueOf('updateInternetRadioStation', await updateInternetRadioStation(connected(connection), id, form))
  },
})

export const deleteRadioFx = attach({
  source: $connection,
  effect: async (connection, id: string): Promise<void> => {
    valueOf('deleteInternetRadioStation', await deleteInternetRadioStation(connected(connection), id))
  },
})
