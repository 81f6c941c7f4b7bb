import { attach, combine, createEvent, createStore, sample } from 'effector'
import { isRight } from 'fp-ts/Either'
import { mediaServerKey } from '../../api/core/media-route'
import { $shell } from '../host/shell'
import { $mediaAddressing } from '../session/media-addressing'
import { $connection } from '../session/server-config'
import type { Song } from '../library/song'
import type { KeptDocument, KeptItem } from './kept-document'
import { KEPT_DOCUMENT_VERSION, KeptDocument as KeptDocumentCodec, keptDocumentKey } from './kept-document'
import { keptSongsCounted } from './keeps-offline'

/**
 * What is kept offline for the signed-in account, read-only: the screens that work without the
 * server (Home, the "Available offline" page, search, an album or playlist page, the queue's
 * skips) read it here. The kept model (offline.ts) writes the document and reports each change
 * (keptDocumentSeen); this module reads it from the host's document storage when first asked.
 */
export const keptLibraryRequested = createEvent()
/** The kept model changed the document: what the screens show follows at once. */
export const keptDocumentSeen = createEvent<{ readonly serverKey: string; readonly document: KeptDocument }>()

/** The account whose kept songs the page can reach (the same key as offline.ts's). */
export const $keptServerKey = combine($connection, $mediaAddressing, (connection, addressing) =>
  connection && addressing.route ? mediaServerKey(connection, addressing.pageOrigin) : null,
)

const readFx = attach({
  source: $shell,
  effect: async (shell, serverKey: string): Promise<{ readonly serverKey: string; readonly document: KeptDocument }> => {
    const stored = (await shell.documents.get(keptDocumentKey(serverKey))) as { version?: unknown; state?: unknown } | undefined
    const decoded = stored?.version === KEPT_DOCUMENT_VERSION ? KeptDocumentCodec.decode(stored.state) : null
    return { serverKey, document: decoded && isRight(decoded) ? decoded.right : { items: [] } }
  },
})
readFx.failData.watch((error) => console.error('The offline document could not be read:', error))

/** The document read for an account (null: not read yet, or another account's). */
const $read = createStore<{ readonly serverKey: string; readonly document: KeptDocument } | null>(null, { serialize: 'ignore' })
  .on(readFx.doneData, (_, read) => read)
  .on(keptDocumentSeen, (_, seen) => seen)

// The next start opens at once, with what is kept, for an account that keeps an item whole
// (keeps-offline.ts): one partly kept (paused, failed) is not shown as kept, so Home would open onto nothing.
sample({
  clock: [readFx.doneData, keptDocumentSeen],
  fn: ({ serverKey, document }) => ({ serverKey, keeps: document.items.some((item) => item.status === 'kept') }),
  target: keptSongsCounted,
})

/** The signed-in account's kept document, or null while it is not read. */
export const $keptLibrary = combine($read, $keptServerKey, (read, key) => (read !== null && read.serverKey === key ? read.document : null))

sample({
  clock: [keptLibraryRequested, $keptServerKey.updates],
  source: { key: $keptServerKey, library: $keptLibrary, pending: readFx.pending },
  filter: ({ key, library, pending }) => key !== null && library === null && !pending,
  fn: ({ key }) => key!,
  target: readFx,
})

const keptOfKind = (document: KeptDocument | null, kind: KeptItem['kind']): readonly KeptItem[] =>
  document === null ? [] : document.items.filter((item) => item.kind === kind && item.status === 'kept')

/** Albums and playlists kept whole (an item still downloading, paused or failed is not shown as kept). */
export const $keptAlbums = $keptLibrary.map((document) => keptOfKind(document, 'album'))
export const $keptPlaylists = $keptLibrary.map((document) => keptOfKind(document, 'playlist'))

/** Ids of every song whose copy is stored, whatever item stored it (the worker plays them without the server). */
export const $keptSongIds = $keptLibrary.map((document): ReadonlySet<string> => new Set(document?.items.flatMap((item) => item.stored) ?? []))

/** Each stored song once, with the metadata its item kept. */
export const $keptSongs = $keptLibrary.map((document): readonly Song[] => {
  if (document === null) return []
  const seen = new Set<string>()
  const songs: Song[] = []
  for (const item of document.items) {
    const stored = new Set(item.stored)
    for (const song of item.songs) {
      if (!stored.has(song.id) || seen.has(song.id)) continue
      seen.add(song.id)
      songs.push(song)
    }
  }
  return songs
})

/** A kept album or playlist by id. */
export function keptItem(document: KeptDocument | null, kind: 'album' | 'playlist', id: string): KeptItem | undefined {
  return keptOfKind(document, kind).find((item) => item.id === id)
}
