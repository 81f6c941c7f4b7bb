import { createEvent, createStore, sample } from 'effector'
import * as t from 'io-ts'
import { persistedDocument, persistedDocumentWriteRequested, persistedStoresRead } from '../persistence/persist-store'

/**
 * What the play queue sync remembers across reloads (`queueSync` in the host's storage), per
 * server (each server keeps its own local queue): when the local queue last changed (songs or
 * current song), and the queue Tonearm last saved there or already offered, so its own save is
 * never offered back as "newer". A record of the first release (one local time shared by every
 * server) keeps its `known` and starts the local times afresh.
 */
export const QUEUE_SYNC_KEY = 'queueSync'
export const QUEUE_SYNC_VERSION = 1

const LocalQueue = t.type({ fingerprint: t.string, changedAt: t.number })
export type LocalQueue = t.TypeOf<typeof LocalQueue>

const StoredSyncRecord = t.intersection([t.type({ known: t.record(t.string, t.string) }), t.partial({ local: t.record(t.string, LocalQueue) })])

export interface SyncRecord {
  /** Per server key: the local queue's fingerprint and when it last changed while signed in there. */
  readonly local: Readonly<Record<string, LocalQueue>>
  readonly known: Readonly<Record<string, string>>
}

export const EMPTY_SYNC_RECORD: SyncRecord = { local: {}, known: {} }

const NEVER_CHANGED: LocalQueue = { fingerprint: '', changedAt: 0 }

/** The local queue as last changed on `server` (never: changed at 0). */
export function localQueueOf(record: SyncRecord, server: string): LocalQueue {
  return record.local[server] ?? NEVER_CHANGED
}

export const localQueueChanged = createEvent<{ server: string; fingerprint: string; at: number }>()
export const serverQueueKnown = createEvent<{ server: string; fingerprint: string }>()

/** Read and written with the persisted stores (one shared effect each way). */
const storedRecordRead = persistedDocument({ key: QUEUE_SYNC_KEY, version: QUEUE_SYNC_VERSION, codec: StoredSyncRecord, whenAbsent: EMPTY_SYNC_RECORD })

export const $syncRecordLoaded = createStore(false).on(persistedStoresRead, () => true)

export const $syncRecord = createStore<SyncRecord>(EMPTY_SYNC_RECORD)
  .on(storedRecordRead, (_, stored): SyncRecord => (stored === EMPTY_SYNC_RECORD ? EMPTY_SYNC_RECORD : { local: stored.local ?? {}, known: stored.known }))
  .on(localQueueChanged, (record, { server, fingerprint, at }) =>
    localQueueOf(record, server).fingerprint === fingerprint
      ? record
      : { ...record, local: { ...record.local, [server]: { fingerprint, changedAt: at } } },
  )
  .on(serverQueueKnown, (record, { server, fingerprint }) =>
    record.known[server] === fingerprint ? record : { ...record, known: { ...record.known, [server]: fingerprint } },
  )

sample({
  clock: $syncRecord.updates,
  filter: $syncRecordLoaded,
  fn: (record) => ({ key: QUEUE_SYNC_KEY, version: QUEUE_SYNC_VERSION, state: record }),
  target: persistedDocumentWriteRequested,
})
