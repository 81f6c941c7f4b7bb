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
