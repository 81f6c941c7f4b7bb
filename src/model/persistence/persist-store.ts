import type { Event, StoreWritable } from 'effector'
import { attach, createEvent, sample } from 'effector'
import type * as t from 'io-ts'
import { $shell } from '../host/shell'
import type { HostTask } from '../host/host-task'
import { hostTaskFx } from '../host/host-task'
import { readVersioned, writeVersioned } from './versioned-storage'

/** Every persisted store answers this event by reading its stored document. */
export const persistedStoresLoadRequested = createEvent()

interface PersistedDocument {
  readonly key: string
  readonly version: number
  readonly codec: t.Decoder<unknown, unknown>
}

/** The documents of every persistStore call, in the order their modules declared them. */
const documents: PersistedDocument[] = []

/**
 * One read for all persisted stores (an effect each would cost ≈ 24 KB of heap apiece): the
 * stored state found per key; a key with no usable document is absent, its store keeps its value.
 */
const readPersistedFx = attach({
  source: $shell,
  effect: (shell): ReadonlyMap<string, unknown> => {
    const found = new Map<string, unknown>()
    for (const { key, version, codec } of documents) {
      const stored = readVersioned(shell.storage, key, version, codec)
      if (stored !== undefined) found.set(key, stored)
    }
    return found
  },
})

/**
 * One write for all persisted stores, keyed by the document: a host task (host-task.ts), whose
 * shared effect runs it at once; a failure is logged with the document's key.
 */
const writeTask = (document: { readonly key: string; readonly version: number; readonly state: unknown }): HostTask => ({
  run: (shell) => writeVersioned(shell.storage, document.key, document.version, document.state),
  what: `Stored "${document.key}" could not be written:`,
})

sample({ clock: persistedStoresLoadRequested, target: readPersistedFx })

/** A versioned document another module keeps itself (the player's), written by the same effect. */
export const persistedDocumentWriteRequested = createEvent<{ readonly key: string; readonly version: number; readonly state: unknown }>()
sample({ clock: persistedDocumentWriteRequested, fn: writeTask, target: hostTaskFx })

/** Every persisted document was read (found or not): what persistStore's stores were restored from. */
export const persistedStoresRead = readPersistedFx.finally

/**
 * A versioned document a module keeps with logic of its own (the saved servers, the queue sync
 * record): read with the persisted stores; the event fires with its stored state, or with
 * `whenAbsent` when there is none (or none usable). The module writes it with
 * persistedDocumentWriteRequested.
 */
export function persistedDocument<Stored>(options: {
  readonly key: string
  readonly version: number
  readonly codec: t.Decoder<unknown, Stored>
  readonly whenAbsent: Stored
}): Event<Stored> {
  const { key, version, codec, whenAbsent } = options
  documents.push({ key, version, codec })
  return readPersistedFx.doneData.map((found) => (found.has(key) ? (found.get(key) as Stored) : whenAbsent))
}

/**
 * Keeps one store in a versioned document `{ state, version }` under `key`: read when
 * persistedStoresLoadRequested fires, written back on every change (the restored state too).
 */
export function persistStore<State, Stored extends Partial<State>>(options: {
  readonly store: StoreWritable<State>
  readonly key: string
  readonly version: number
  readonly codec: t.Decoder<unknown, Stored>
  readonly pick: (state: State) => Stored
}): void {
  const { store, key, version, codec, pick } = options
  documents.push({ key, version, codec })
  store.on(readPersistedFx.doneData, (state, found) => {
    if (!found.has(key)) return state
    const stored = found.get(key) as Stored
    return typeof state === 'object' && state !== null ? { ...state, ...stored } : (stored as unknown as State)
  })
  sample({ clock: store.updates, fn: (state) => writeTask({ key, version, state: pick(state) }), target: hostTaskFx })
}

/** Fires with the stored state of `key` when persistStore found a document for it at load. */
export function persistedStateLoaded<Stored>(key: string): Event<Stored> {
  return readPersistedFx.doneData.filterMap((found) => (found.has(key) ? (found.get(key) as Stored) : undefined))
}
