/** Business constants of the Subsonic protocol as Tonearm speaks it (SPEC §9). */
export const CLIENT_NAME = 'Tonearm'
export const DEFAULT_PROTOCOL_VERSION = '1.16.0'
export const DEFAULT_SERVER_TYPE = 'subsonic'
export const REQUEST_TIMEOUT_MS = 20_000
/** SPEC §9: app version 0.8.3 (the same as package.json). */
export const APP_VERSION = '0.8.3'
