import type { EarlyWindow } from './early-home-contract.ts'

/**
 * A credential sealed by src/shell/vault (AES-GCM, its key in IndexedDB), opened before any
 * module runs, for the early Home (early-home.ts); null if it cannot be (a few milliseconds).
 * Inlined by its source text beside the early Home (scripts/vite/start-frame-plugin.ts): it must
 * stay self-contained (no imports at run time, no outer names).
 */
export function openSealedEarly(w: EarlyWindow, base64: string): Promise<string | null> {
  return new Promise<CryptoKey | null>((resolve) => {
    const opening = w.indexedDB.open('tonearm-keys', 1)
    // No key database: none is made here (the app makes it, with its store).
    opening.onupgradeneeded = () => opening.transaction?.abort()
    opening.onerror = opening.onblocked = () => resolve(null)
    opening.onsuccess = () => {
      const database = opening.result
      try {
        const get = database.transaction('keys', 'readonly').objectStore('keys').get('credentials')
        get.onsuccess = () => resolve(get.result || null)
        get.onerror = () => resolve(null)
      } catch {
        resolve(null)
      } finally {
        database.close()
      }
    }
  })
    .then((key) => {
      if (!key) return null
      const raw = w.atob(base64)
      const bytes = new Uint8Array(raw.length)
      for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i)
      return w.crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.slice(0, 12) }, key, bytes.slice(12)).then((plain) => new TextDecoder().decode(plain))
    })
    .catch(() => null)
}
