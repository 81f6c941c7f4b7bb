/**
 * Credentials at rest: the stored password (password mode) or token (token mode) is sealed with
 * AES-GCM under a key the page cannot read out (a non-extractable WebCrypto key). A copied
 * localStorage or settings file then holds `sealed:v1:<base64 of iv and ciphertext>` and nothing
 * a server would accept.
 */
export interface CredentialVault {
  seal(secret: string): Promise<string>
  /** The secret a `seal` gave; rejects with VaultLockedError when the key that sealed it is gone. */
  open(sealed: string): Promise<string>
}

export const SEALED_PREFIX = 'sealed:v1:'

export function isSealed(value: string): boolean {
  return value.startsWith(SEALED_PREFIX)
}

/** The key that sealed a value is lost (site data cleared, another device) or the value was altered. */
export class VaultLockedError extends Error {
  constructor(message = 'The stored credential cannot be opened with this device’s key') {
    super(message)
    this.name = 'VaultLockedError'
  }
}

const IV_BYTES = 12

/** `obtainKey` gives the AES-GCM key, making and keeping one the first time; asked once per vault. */
export function webCryptoVault(obtainKey: () => Promise<CryptoKey>, subtle: SubtleCrypto = crypto.subtle): CredentialVault {
  let key: Promise<CryptoKey> | null = null
  const theKey = () => {
    key ??= obtainKey().catch((error: unknown) => {
      key = null
      throw error
    })
    return key
  }
  return {
    seal: async (secret) => {
      const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES))
      const cipher = await subtle.encrypt({ name: 'AES-GCM', iv }, await theKey(), new TextEncoder().encode(secret))
      const bytes = new Uint8Array(IV_BYTES + cipher.byteLength)
      bytes.set(iv)
      bytes.set(new Uint8Array(cipher), IV_BYTES)
      return SEALED_PREFIX + toBase64(bytes)
    },
    open: async (sealed) => {
      if (!isSealed(sealed)) throw new VaultLockedError('Not a sealed credential')
      let bytes: Uint8Array<ArrayBuffer>
      try {
        bytes = fromBase64(sealed.slice(SEALED_PREFIX.length))
      } catch {
        throw new VaultLockedError('A sealed credential that is not base64')
      }
      if (bytes.length <= IV_BYTES) throw new VaultLockedError('A sealed credential too short to hold one')
      let plain: ArrayBuffer
      try {
        plain = await subtle.decrypt({ name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES) }, await theKey(), bytes.slice(IV_BYTES))
      } catch (error) {
        throw error instanceof VaultLockedError ? error : new VaultLockedError()
      }
      return new TextDecoder().decode(plain)
    },
  }
}

export const AES_GCM: AesKeyGenParams = { name: 'AES-GCM', length: 256 }

/** A new non-extractable key: it can seal and open, never be read out. */
export function generateVaultKey(subtle: SubtleCrypto = crypto.subtle): Promise<CryptoKey> {
  return subtle.generateKey(AES_GCM, false, ['encrypt', 'decrypt'])
}

function toBase64(bytes: Uint8Array): string {
  let text = ''
  for (const byte of bytes) text += String.fromCharCode(byte)
  return btoa(text)
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const raw = atob(text)
  const bytes = new Uint8Array(raw.length)
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i)
  return bytes
}
