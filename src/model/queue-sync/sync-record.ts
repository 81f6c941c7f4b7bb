import { attach, createEvent, createStore, sample } from 'effector'
import * as t from 'io-ts'
import { $shell } from '../host/shell'
import { persistedStoresLoadRequested } from '../persistence/persist-store'
import { readVersioned, writeVersioned } from '../persistence/versioned-storage'

/**
 * What the play queue sync remembers across reloads (`queueSync` in the host's storage): when the
 * local queue last changed (songs or current song), and per server the queue Tonearm last saved
 * there or already offered, so its own save is never offered back as "newer".
 */
export const QUEUE_SYNC_KEY = 'queueSync'
export const QUEUE_SYNC_VERSION = 1

export const SyncRecord = t.type({
  localFingerprint: t.string,
  localChangedAt: t.number,
  known: t.record(t.string, t.string),
})
export type SyncRecord = t.TypeOf<typeof SyncRecord>

export const EMPTY_SYNC_RECORD: SyncRecord = { localFingerprint: '', localChangedAt: 0, known: {} }

export const localQueueChanged = createEvent<{ fingerprint: string; at: number }>()
export const serverQueueKnown = createEvent<{ server: string; fingerprint: string }>()

const loadFx = attach({
  source: $shell,
  effect: (shell) => readVersioned(shell.storage, QUEUE_SYNC_KEY, QUEUE_SYNC_VERSION, SyncRecord) ?? EMPTY_SYNC_RECORD,
})
const saveFx = attach({
  source: $shell,
  effect: (shell, record: SyncRecord) => writeVersioned(shell.storage, QUEUE_SYNC_KEY, QUEUE_SYNC_VERSION, record),
})
saveFx.fail.watch(({ error }) => console.warn('The queue sync record could not be stored:', error))

export const $syncRecordLoaded = createStore(false).on(loadFx.finally, () => true)

export const $syncRecord = createStore<SyncRecord>(EMPTY_SYNC_RECORD)
  .on(loadFx.doneData, (_, stored) => stored)
  .on(localQueueChanged, (record, { fingerprint, at }) =>
    record.localFingerprint === fingerprint ? record : { ...record, localFingerprint: fingerprint, localChangedAt: at },
  )
  .on(serverQueueKnown, (record, { server, fingerprint }) =>
    record.known[server] === fingerprint ? record : { ...record, known: { ...record.known, [server]: fingerprint } },
  )

sample({ clock: persistedStoresLoadRequested, target: loadFx })
sample({ clock: $syncRecord.updates, filter: $syncRecordLoaded, target: saveFx })
