import { $connection } from './server-config'

/** A server is configured: the main layout and its commands are available. */
export const $isSignedIn = $connection.map((connection) => connection !== null)
