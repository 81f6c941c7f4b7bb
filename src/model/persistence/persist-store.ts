import type { Event, StoreWritable } from 'effector'
import { attach, createEvent, sample } from 'effector'
import type * as t from 'io-ts'
import { $shell } from '../host/shell'
import { readVersioned, writeVersioned } from './versioned-storage'

/** Every persisted store answers this event by reading its stored document. */
export const persistedStoresLoadRequested = createEvent()

/**
 * Keeps one store in a versioned document `{ state, version }` under `key`: read when
 * persistedStoresLoadRequested fires, written back on every change after that.
 */
export function persistStore<State, Stored extends Partial<State>>(options: {
  readonly store: StoreWritable<State>
  readonly key: string
  readonly version: number
  readonly codec: t.Decoder<unknown, Stored>
  readonly pick: (state: State) => Stored
}): { readonly loaded: Event<Stored> } {
  const { store, key, version, codec, pick } = options
  const loadFx = attach({
    source: $shell,
    effect: (shell): { stored: Stored } | null => {
      const stored = readVersioned(shell.storage, key, version, codec)
      return stored === undefined ? null : { stored }
    },
  })
  const saveFx = attach({
    source: $shell,
    effect: (shell, state: State) => writeVersioned(shell.storage, key, version, pick(state)),
  })
  const loaded = createEvent<Stored>()
  sample({ clock: persistedStoresLoadRequested, target: loadFx })
  sample({
    clock: loadFx.doneData,
    filter: Boolean,
    fn: (found) => found!.stored,
    target: loaded,
  })
  store.on(loaded, (state, stored) =>
    typeof state === 'object' && state !== null ? { ...state, ...stored } : (stored as unknown as State),
  )
  sample({ clock: store.updates, filter: loadFx.pending.map((p) => !p), target: saveFx })
  return { loaded }
}
