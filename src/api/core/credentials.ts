/** How requests prove who they are: a salted MD5 token, or the hex-encoded password. */
export type Credentials =
  | { readonly authType: 'token'; readonly username: string; readonly token: string; readonly salt: string }
  | { readonly authType: 'password'; readonly username: string; readonly password: string }

export type AuthType = Credentials['authType']

export const AUTH_TYPES: readonly AuthType[] = ['token', 'password']

/** A fresh random salt for every login: never a constant. */
export function randomSalt(bytes = 8): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes))
  return toHex(values)
}

/** hash-wasm is fetched only when a token is made (at login), not on every start. */
export async function tokenCredentials(
  username: string,
  password: string,
  salt: string = randomSalt(),
): Promise<Credentials> {
  const { md5 } = await import('hash-wasm')
  return { authType: 'token', username, token: await md5(password + salt), salt }
}

export function passwordCredentials(username: string, password: string): Credentials {
  return { authType: 'password', username, password: encodePassword(password) }
}

/** `enc:` followed by the UTF-8 bytes of the password in hex. */
export function encodePassword(password: string): string {
  return `enc:${toHex(new TextEncoder().encode(password))}`
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}
