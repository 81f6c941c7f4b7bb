import type { KeyValueStorage } from '../shell'
import { AES_GCM } from './credential-vault'

/** Where the desktop app keeps its credential key: a storage entry (file) of its own. */
export const VAULT_KEY_ENTRY = 'credential_key'

/**
 * The desktop app's vault key. Its webview's origin is http://127.0.0.1:<port> with a new port at
 * every launch, so IndexedDB (per origin) would lose the key at each start: the key's bytes are
 * kept in their own storage entry instead, beside (not inside) the settings, and imported as a
 * non-extractable key. A copied settings file alone opens nothing.
 */
export async function storedVaultKey(storage: KeyValueStorage, subtle: SubtleCrypto = crypto.subtle): Promise<CryptoKey> {
  const stored = storage.get(VAULT_KEY_ENTRY)
  let raw = stored === null ? null : decodeKey(stored)
  if (raw === null) {
    if (stored !== null) console.error('The stored credential key is malformed; making a new one')
    raw = crypto.getRandomValues(new Uint8Array(AES_GCM.length / 8))
    storage.set(VAULT_KEY_ENTRY, btoa(String.fromCharCode(...raw)))
  }
  return subtle.importKey('raw', raw, AES_GCM, false, ['encrypt', 'decrypt'])
}

function decodeKey(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    const binary = atob(text)
    if (binary.length !== AES_GCM.length / 8) return null
    return Uint8Array.from(binary, (char) => char.charCodeAt(0))
  } catch {
    return null
  }
}
