/** Business constants of the Subsonic protocol as Tonearm speaks it. */
export const CLIENT_NAME = 'Tonearm'
export const DEFAULT_PROTOCOL_VERSION = '1.16.0'
export const DEFAULT_SERVER_TYPE = 'subsonic'
export const REQUEST_TIMEOUT_MS = 20_000
/** App version 0.8.3 (the same as package.json). */
export const APP_VERSION = '0.8.3'
/**
 * The longest request address Tonearm sends: common proxies refuse a request line over 8 KB
 * (nginx's large_client_header_buffers), and some over 4 KB. Longer parameter lists go in a
 * form-encoded POST body (OpenSubsonic formPost) or in several requests.
 */
export const MAX_URL_LENGTH = 4000

/** The size Tonearm asks getCoverArt for. */
export const COVER_ART_SIZE = 300
/** Shown when an item has no cover: a neutral record sleeve, no request made. */
export const PLACEHOLDER_COVER =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#2a2a30"/><circle cx="50" cy="50" r="30" fill="#3a3a42"/><circle cx="50" cy="50" r="6" fill="#2a2a30"/></svg>',
  )

