import { generateVaultKey } from './credential-vault'

const DATABASE = 'tonearm-keys'
const STORE = 'keys'
const KEY_NAME = 'credentials'

/**
 * The vault's key, kept in IndexedDB as the CryptoKey itself (IndexedDB stores a non-extractable
 * key without ever exposing its bytes). The first call makes and stores one. Where IndexedDB is
 * missing or refuses (some private modes), the key lives for this page only: the credentials
 * stored then cannot be opened after a reload and the user signs in again.
 */
export async function indexedDbVaultKey(factory: IDBFactory | undefined): Promise<CryptoKey> {
  const database = await openDatabase(factory)
  if (database === null) return generateVaultKey()
  try {
    const found = await request(database, 'readonly', (store) => store.get(KEY_NAME))
    if (isCryptoKey(found)) return found
    const key = await generateVaultKey()
    // `add`, not `put`: when another tab made its key in between, that one is kept and read back.
    try {
      await request(database, 'readwrite', (store) => store.add(key, KEY_NAME))
      return key
    } catch {
      const theirs = await request(database, 'readonly', (store) => store.get(KEY_NAME))
      if (isCryptoKey(theirs)) return theirs
      throw new Error('The credential key could not be stored')
    }
  } catch (error) {
    console.error('The credential key is not kept: saved sign-ins last for this page only', error)
    return generateVaultKey()
  } finally {
    database.close()
  }
}

function isCryptoKey(value: unknown): value is CryptoKey {
  return typeof CryptoKey !== 'undefined' ? value instanceof CryptoKey : typeof value === 'object' && value !== null && 'algorithm' in value
}

function openDatabase(factory: IDBFactory | undefined): Promise<IDBDatabase | null> {
  return new Promise((resolve) => {
    if (!factory) return resolve(null)
    try {
      const opening = factory.open(DATABASE, 1)
      opening.onupgradeneeded = () => opening.result.createObjectStore(STORE)
      opening.onsuccess = () => resolve(opening.result)
      opening.onerror = () => {
        console.error('IndexedDB did not open for the credential key', opening.error)
        resolve(null)
      }
      opening.onblocked = () => resolve(null)
    } catch (error) {
      console.error('IndexedDB did not open for the credential key', error)
      resolve(null)
    }
  })
}

function request<T>(database: IDBDatabase, mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const transaction = database.transaction(STORE, mode)
    const pending = act(transaction.objectStore(STORE))
    transaction.oncomplete = () => resolve(pending.result)
    transaction.onabort = () => reject(transaction.error ?? pending.error ?? new Error('aborted'))
    transaction.onerror = () => reject(transaction.error ?? pending.error ?? new Error('failed'))
  })
}
