import type { DocumentStorage, KeyValueStorage } from './shell'
import { StorageFullError } from './shell'

/** Documents kept as JSON text in a KeyValueStorage (the desktop's Neutralino.storage, tests). */
export function jsonDocuments(storage: KeyValueStorage, prefix = 'document-'): DocumentStorage {
  return {
    get: async (key) => {
      const raw = storage.get(prefix + key)
      if (raw === null) return undefined
      try {
        return JSON.parse(raw) as unknown
      } catch {
        console.error(`Stored "${key}" is not JSON`)
        return undefined
      }
    },
    set: async (key, value) => {
      try {
        storage.set(prefix + key, JSON.stringify(value))
      } catch (error) {
        throw isQuotaError(error) ? new StorageFullError() : error
      }
    },
    remove: async (key) => storage.remove(prefix + key),
  }
}

export function isQuotaError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED' || error instanceof StorageFullError)
}
