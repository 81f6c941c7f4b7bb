import * as t from 'io-ts'
import { listOf } from '../codecs/primitives'
import type { RadioStation } from '../codecs/radio-station'
import { RadioStation as RadioStationCodec } from '../codecs/radio-station'
import type { Connection } from '../core/connection'
import type { Result } from './call'
import { acknowledge, call, signalOption } from './call'

const StationsReply = t.type({ internetRadioStations: t.type({ internetRadioStation: listOf(RadioStationCodec) }) })

/** getInternetRadioStations: [] when there are none. */
export function getInternetRadioStations(connection: Connection, signal?: AbortSignal): Result<readonly RadioStation[]> {
  return call(
    connection,
    'getInternetRadioStations',
    StationsReply,
    {},
    (r) => r.internetRadioStations.internetRadioStation,
    signalOption(signal),
  )
}

/** What a station is made of when creating or editing it. The request spells it `homepageUrl`. */
export interface RadioStationFields {
  readonly name: string
  readonly streamUrl: string
  readonly homepageUrl?: string
}

function fieldParams(fields: RadioStationFields) {
  return { streamUrl: fields.streamUrl, name: fields.name, homepageUrl: fields.homepageUrl }
}

/**
 * createInternetRadioStation (POST). The parameters stay in the query string with no body:
 * a simple cross-origin request (no preflight) that Supysonic and Navidrome both accept. Admin only.
 */
export function createInternetRadioStation(connection: Connection, fields: RadioStationFields, signal?: AbortSignal): Result<void> {
  return acknowledge(connection, 'createInternetRadioStation', fieldParams(fields), { method: 'POST', ...signalOption(signal) })
}

/** updateInternetRadioStation: id, streamUrl, name, homepageUrl. Admin only. */
export function updateInternetRadioStation(
  connection: Connection,
  id: string,
  fields: RadioStationFields,
  signal?: AbortSignal,
): Result<void> {
  return acknowledge(connection, 'updateInternetRadioStation', { id, ...fieldParams(fields) }, signalOption(signal))
}

/** deleteInternetRadioStation. Admin only. */
export function deleteInternetRadioStation(connection: Connection, id: string, signal?: AbortSignal): Result<void> {
  return acknowledge(connection, 'deleteInternetRadioStation', { id }, signalOption(signal))
}
