import { attach, combine, createEvent, createStore, sample } from 'effector'
import * as t from 'io-ts'
import type { Shell } from '../../shell/shell'
import { isSealed } from '../../shell/vault/credential-vault'
import { $pages, pagesLoaded, StoredPages } from '../layout/pages'
import { $shell } from '../host/shell'
import type { HostTask } from '../host/host-task'
import { hostTaskFx } from '../host/host-task'
import {
  $serverConfig,
  serverConfigLoaded,
  serverRemoved,
  serverSaved,
  storedCredentialOpened,
  StoredServerConfig,
  storedServerConfig,
} from '../session/server-config'
import { readVersioned, writeVersioned } from './versioned-storage'

/**
 * app_store, version 1: only the persisted fields of data and pages are stored. The
 * credential (`password`: the token, or `enc:` in password mode) is stored sealed by the shell's
 * vault; a plain one stored by an older version is read as is and sealed at once.
 */
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

/** The last credential sealed per shell, so a save that does not change it does not seal again. */
const lastSealed = new WeakMap<Shell, { readonly plain: string; readonly sealed: string }>()
/** Saves finish in the order they started: an older one whose sealing took longer is dropped. */
const saveCount = new WeakMap<Shell, number>()

const openStoredCredentialFx = attach({
  source: $shell,
  effect: async (shell, sealed: string) => {
    const plain = await shell.vault.open(sealed).catch((error: unknown) => {
      console.error('The stored sign-in could not be opened; asking to sign in again', error)
      throw error
    })
    lastSealed.set(shell, { plain, sealed })
    return plain
  },
})

/** Seals the credential and writes the document: a host task (host-task.ts), not an effect of its own (≈ 24 KB of heap). */
const saveTask = (state: StoredAppState): HostTask => ({
  run: async (shell) => {
    const turn = (saveCount.get(shell) ?? 0) + 1
    saveCount.set(shell, turn)
    const secret = state.data?.password ?? ''
    let sealed = ''
    if (secret !== '') {
      const known = lastSealed.get(shell)
      if (known?.plain === secret) sealed = known.sealed
      else {
        sealed = await shell.vault.seal(secret)
        lastSealed.set(shell, { plain: secret, sealed })
      }
    }
    if (saveCount.get(shell) !== turn) return
    const data = state.data === undefined ? undefined : { ...state.data, password: sealed }
    writeVersioned(shell.storage, APP_STORE_KEY, APP_STORE_VERSION, { ...state, data })
  },
  what: 'The server and pages could not be stored:',
})

sample({ clock: appStoreLoadRequested, target: loadAppStoreFx })
sample({
  clock: loadAppStoreFx.doneData,
  filter: (stored) => stored.data !== undefined,
  // A sealed credential is opened next (storedCredentialOpened); a plain one is kept as it is.
  fn: (stored) => {
    const data = stored.data ?? {}
    return data.password !== undefined && isSealed(data.password) ? { ...data, password: '' } : data
  },
  target: serverConfigLoaded,
})
sample({
  clock: loadAppStoreFx.doneData,
  filter: (stored) => stored.data?.password !== undefined && isSealed(stored.data.password),
  fn: (stored) => stored.data?.password ?? '',
  target: openStoredCredentialFx,
})
sample({ clock: openStoredCredentialFx.doneData, target: storedCredentialOpened })
sample({
  clock: loadAppStoreFx.doneData,
  filter: (stored) => stored.pages !== undefined,
  fn: (stored) => stored.pages ?? {},
  target: pagesLoaded,
})

/**
 * The key that sealed the stored credential is gone (site data cleared, a copied file): the login
 * page says so and asks to sign in again, server and user filled in. Cleared by the next sign-in.
 */
export const $storedSignInLost = createStore(false)
  .on(openStoredCredentialFx.fail, () => true)
  .on([serverSaved, serverRemoved], () => false)

const $storedAppState = combine($serverConfig, $pages, (data, pages): StoredAppState => ({
  data: storedServerConfig(data),
  pages,
}))

const $restoring = combine(loadAppStoreFx.pending, openStoredCredentialFx.pending, (loading, opening) => loading || opening)

/** Every change after loading is written back (a change of a non-persisted field rewrites the same). */
sample({
  clock: $storedAppState.updates,
  source: $storedAppState,
  filter: $restoring.map((restoring) => !restoring),
  fn: saveTask,
  target: hostTaskFx,
})
/** A credential an older version stored in plain is sealed at once. */
sample({
  clock: loadAppStoreFx.doneData,
  source: $storedAppState,
  filter: (_, stored) => stored.data?.password !== undefined && stored.data.password !== '' && !isSealed(stored.data.password),
  fn: saveTask,
  target: hostTaskFx,
})
