import { isQuotaError, jsonDocuments } from '../json-documents'
import type { DocumentStorage, KeyValueStorage } from '../shell'
import { StorageFullError } from '../shell'

const DATABASE = 'tonearm'
const STORE = 'documents'

/**
 * Documents in IndexedDB (structured clones: no JSON text, no few-megabyte limit). Where IndexedDB
 * is missing or refuses to open (some private modes), they fall back to JSON in `fallback`.
 */
export function indexedDbDocuments(factory: IDBFactory | undefined, fallback: KeyValueStorage): DocumentStorage {
  let opened: Promise<IDBDatabase | null> | null = null
  const database = () =>
    (opened ??= new Promise<IDBDatabase | null>((resolve) => {
      if (!factory) return resolve(null)
      try {
        const request = factory.open(DATABASE, 1)
        request.onupgradeneeded = () => request.result.createObjectStore(STORE)
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => {
          console.error('IndexedDB did not open; keeping documents in local storage', request.error)
          resolve(null)
        }
        request.onblocked = () => resolve(null)
      } catch (error) {
        console.error('IndexedDB did not open; keeping documents in local storage', error)
        resolve(null)
      }
    }))
  const local = jsonDocuments(fallback)

  function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
    return database().then(
      (db) =>
        new Promise<T>((resolve, reject) => {
          if (!db) return reject(new Error('no database'))
          const transaction = db.transaction(STORE, mode)
          const request = act(transaction.objectStore(STORE))
          transaction.oncomplete = () => resolve(request.result)
          transaction.onabort = () => reject(transaction.error ?? request.error ?? new Error('aborted'))
          transaction.onerror = () => reject(transaction.error ?? request.error ?? new Error('failed'))
        }),
    )
  }

  return {
    get: async (key) => {
      if (!(await database())) return local.get(key)
      try {
        return await run('readonly', (store) => store.get(key))
      } catch (error) {
        console.error(`Could not read "${key}"`, error)
        return undefined
      }
    },
    set: async (key, value) => {
      if (!(await database())) return local.set(key, value)
      try {
        await run('readwrite', (store) => store.put(value, key))
      } catch (error) {
        throw isQuotaError(error) ? new StorageFullError() : error
      }
    },
    remove: async (key) => {
      if (!(await database())) return local.remove(key)
      await run('readwrite', (store) => store.delete(key))
    },
  }
}
