import { attach } from 'effector'
import { getInternetRadioStations } from '../../api/calls/radio-stations'
import type { RadioStation } from '../../api/codecs/radio-station'
import { requireConnection, valueOrThrow } from '../session/call-result'
import { $connection } from '../session/server-config'

/** The internet radio stations; throws with the failure's description. */
export const fetchRadiosFx = attach({
  source: $connection,
  effect: async (connection): Promise<readonly RadioStation[]> =>
    valueOrThrow('getInternetRadioStations', await getInternetRadioStations(requireConnection(connection))),
})
