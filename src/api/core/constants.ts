/** Business constants of the Subsonic protocol as Tonearm speaks it (SPEC §9). */
export const CLIENT_NAME = 'Tonearm'
export const DEFAULT_PROTOCOL_VERSION = '1.16.0'
export const DEFAULT_SERVER_TYPE = 'subsonic'
export const REQUEST_TIMEOUT_MS = 20_000
