import { attach, combine, createEvent, sample } from 'effector'
import * as t from 'io-ts'
import { $pages, pagesLoaded, StoredPages } from '../layout/pages'
import { $shell } from '../host/shell'
import { $serverConfig, serverConfigLoaded, StoredServerConfig, storedServerConfig } from '../session/server-config'
import { readVersioned, writeVersioned } from './versioned-storage'

/** app_store, version 1 (SPEC §3): only the persisted fields of data and pages are stored. */
export const APP_STORE_KEY = 'app_store'
export const APP_STORE_VERSION = 1

const StoredAppState = t.partial({ data: StoredServerConfig, pages: StoredPages })
type StoredAppState = t.TypeOf<typeof StoredAppState>

export const appStoreLoadRequested = createEvent()

const loadAppStoreFx = attach({
  source: $shell,
  effect: (shell): StoredAppState =>
    readVersioned(shell.storage, APP_STORE_KEY, APP_STORE_VERSION, StoredAppState) ?? {},
})

const saveAppStoreFx = attach({
  source: $shell,
  effect: (shell, state: StoredAppState) => writeVersioned(shell.storage, APP_STORE_KEY, APP_STORE_VERSION, state),
})

sample({ clock: appStoreLoadRequested, target: loadAppStoreFx })
sample({
  clock: loadAppStoreFx.doneData,
  filter: (stored) => stored.data !== undefined,
  fn: (stored) => stored.data ?? {},
  target: serverConfigLoaded,
})
sample({
  clock: loadAppStoreFx.doneData,
  filter: (stored) => stored.pages !== undefined,
  fn: (stored) => stored.pages ?? {},
  target: pagesLoaded,
})

const $storedAppState = combine($serverConfig, $pages, (data, pages): StoredAppState => ({
  data: storedServerConfig(data),
  pages,
}))

/** Every change after loading is written back (a change of a non-persisted field rewrites the same). */
sample({
  clock: $storedAppState.updates,
  source: $storedAppState,
  filter: loadAppStoreFx.pending.map((pending) => !pending),
  target: saveAppStoreFx,
})
