/** Every way a server call can fail, kept typed so the UI can word a clear message. */
export type ApiFailure =
  | { readonly kind: 'network'; readonly message: string }
  | { readonly kind: 'timeout'; readonly message: string }
  | { readonly kind: 'http'; readonly status: number; readonly message: string }
  | {
      readonly kind: 'server'
      readonly code: number
      readonly message: string
      /** The protocol version the server states in its reply (used by the error-30 retry). */
      readonly serverVersion: string | undefined
      /** Set when the error came with an HTTP error status (Supysonic: 404 for an unknown method). */
      readonly httpStatus?: number
    }
  | { readonly kind: 'decode'; readonly message: string }
  | { readonly kind: 'config'; readonly message: string }

export const SUBSONIC_ERROR = {
  generic: 0,
  missingParameter: 10,
  clientTooOld: 20,
  serverTooOld: 30,
  wrongCredentials: 40,
  tokenAuthNotSupported: 41,
  notAuthorized: 50,
  notFound: 70,
} as const

export function describeFailure(failure: ApiFailure): string {
  switch (failure.kind) {
    case 'server':
      return `Server error ${failure.code}: ${failure.message}`
    case 'http':
      return `HTTP ${failure.status}: ${failure.message}`
    default:
      return failure.message
  }
}

/**
 * The server does not implement the call: Supysonic answers error 0 "Unknown method" with HTTP 404
 * (getTopSongs, getAlbumInfo2, getArtistInfo…); others answer HTTP 404/501 or "not implemented".
 * Callers show "nothing here" instead of an error for these.
 */
export function isUnsupportedCall(failure: ApiFailure): boolean {
  switch (failure.kind) {
    case 'http':
      return failure.status === 404 || failure.status === 501
    case 'server':
      return (
        failure.httpStatus === 404 ||
        failure.httpStatus === 501 ||
        (failure.code === SUBSONIC_ERROR.generic && /unknown method|not implemented/i.test(failure.message))
      )
    default:
      return false
  }
}
