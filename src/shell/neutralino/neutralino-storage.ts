import type { CookieJar, KeyValueStorage } from '../shell'
import type { NeutralinoApi } from './neutralino-api'

/** Where the desktop app's settings are kept: one value per key. */
export interface StorageBackend {
  keys(): Promise<string[]>
  read(key: string): Promise<string>
  write(key: string, value: string): Promise<void>
  remove(key: string): Promise<void>
}

/** Neutralino.storage: `.storage/` in the application folder (read once, to move it to the data folder). */
export function neutralinoStorageBackend(api: NeutralinoApi): StorageBackend {
  return {
    keys: () => api.storage.getKeys(),
    read: (key) => api.storage.getData(key),
    write: (key, value) => api.storage.setData(key, value),
    remove: (key) => api.storage.removeData(key),
  }
}

export type PreloadedStorage = KeyValueStorage & {
  readonly flushed: () => Promise<void>
  /** Called with the key of every write that failed (disk full, folder unwritable), from now on. */
  readonly onWriteFailed: (handler: (key: string) => void) => void
}

/**
 * The Shell's storage is synchronous; the desktop's is asynchronous. We preload every key once at
 * start-up (before the model reads anything), then serve reads from memory and write through in
 * order. Why not the webview's localStorage: its origin is http://127.0.0.1:<port> and the runtime
 * picks a free port at every launch, so it would forget everything.
 */
export async function preloadStorage(backend: StorageBackend, timeoutMs = PRELOAD_TIMEOUT_MS): Promise<PreloadedStorage> {
  const values = new Map<string, string>()
  /** Keys whose stored value was not read: writing them would replace what the user has. */
  const unread = new Set<string>()
  let allUnread = false
  let keys: string[] = []
  try {
    keys = await withTimeout(backend.keys(), timeoutMs)
  } catch (error) {
    // No storage folder yet (first launch) answers an error: nothing stored. A runtime that never
    // answers must not keep the app from starting, nor have its stored values overwritten.
    if (error instanceof StorageTimeout) {
      console.error('The desktop storage did not answer; starting without it, and saving nothing until the next launch')
      allUnread = true
    } else console.error('The desktop storage could not be listed', error)
  }
  await Promise.all(
    keys.map(async (key) => {
      try {
        values.set(key, await withTimeout(backend.read(key), timeoutMs))
      } catch (error) {
        console.error('Could not read', key, error)
        if (error instanceof StorageTimeout) unread.add(key)
      }
    }),
  )

  const failed: string[] = []
  let failureHandler: ((key: string) => void) | null = null
  let queue: Promise<void> = Promise.resolve()
  const enqueue = (key: string, write: () => Promise<void>) => {
    if (allUnread || unread.has(key)) return
    queue = queue.then(write).catch((error: unknown) => {
      console.error('Could not save', key, error)
      if (failureHandler) failureHandler(key)
      else failed.push(key)
    })
  }

  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => {
      if (values.get(key) === value) return
      values.set(key, value)
      enqueue(key, () => backend.write(key, value))
    },
    remove: (key) => {
      if (!values.delete(key)) return
      enqueue(key, () => backend.remove(key))
    },
    flushed: () => queue,
    onWriteFailed: (handler) => {
      failureHandler = handler
      for (const key of failed.splice(0)) handler(key)
    },
  }
}

/** Neutralino.storage preloaded (the desktop app before 0.9 kept its settings there). */
export function preloadNeutralinoStorage(api: NeutralinoApi, timeoutMs = PRELOAD_TIMEOUT_MS): Promise<PreloadedStorage> {
  return preloadStorage(neutralinoStorageBackend(api), timeoutMs)
}

/** The client library queues calls until its socket opens; a start-up waits this long at most. */
export const PRELOAD_TIMEOUT_MS = 5000

class StorageTimeout extends Error {}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new StorageTimeout(`no answer in ${ms} ms`)), ms)
    promise.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}

const COOKIE_PREFIX = 'cookie-'

/**
 * Cookies of the desktop app, kept in the same storage (a webview's cookies on 127.0.0.1 are not
 * guaranteed to outlive the process). Each is `{ value, expires }`; an expired one reads as absent.
 */
export function storageCookies(storage: KeyValueStorage, now: () => number = Date.now): CookieJar {
  return {
    get: (name) => {
      const raw = storage.get(COOKIE_PREFIX + name)
      if (raw === null) return null
      try {
        const cookie = JSON.parse(raw) as { value?: unknown; expires?: unknown }
        if (typeof cookie.value !== 'string' || typeof cookie.expires !== 'number') return null
        return cookie.expires > now() ? cookie.value : null
      } catch {
        return null
      }
    },
    set: (name, value, maxAgeSeconds) => {
      storage.set(COOKIE_PREFIX + name, JSON.stringify({ value, expires: now() + maxAgeSeconds * 1000 }))
    },
  }
}
