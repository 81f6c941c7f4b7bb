import { attach, createEvent, sample, scopeBind } from 'effector'
import { isRight } from 'fp-ts/Either'
import type { Song } from '../../api/codecs/song'
import { getPlaylist } from '../../api/calls/playlists'
import { isUnreachable } from '../../api/core/call-outcomes'
import { describeFailure } from '../../api/core/failure'
import { $openPlaylist } from '../playlists/open-playlist'
import { playlistSongsReordered } from '../playlists/playlist-songs'
import type { KeptDocument, KeptItem } from './kept-document'
import { alreadyStored, findItem, itemKey, storedElsewhere, withItem } from './kept-document'
import { $addressing, advanceFx, coverAddress, songAddress } from './keep-loop'
import type { CoverWanted } from './kept-covers'
import { withoutUnwantedCovers } from './kept-covers'
import { removeCopiesFx } from './kept-changes'
import { handled } from './kept-requests'
import { $kept, $loaded, documentChanged, documentLoaded } from './kept-store'
import { $connection } from '../session/server-config'

/**
 * A kept playlist follows its later changes: whenever the app reads it again (its page opened,
 * or every kept playlist read after a start the server answered and when it is back:
 * kept-playlists-follow.ts) or changes it (an edit made in the app), the kept item takes its songs
 * as they are now. New songs are fetched (the item waits its turn again); songs no longer in it
 * are dropped from storage unless another item keeps them.
 */

interface PlaylistRead {
  readonly id: string
  readonly songs: readonly Song[]
}

const sameSongs = (one: readonly Song[], other: readonly Song[]): boolean => one.length === other.length && one.every((song, index) => song.id === other[index]?.id)

/**
 * The kept item with the playlist's songs now, the songs it stored that it no longer has, and the
 * covers it no longer needs that no other item holds.
 */
export function followed(
  document: KeptDocument,
  item: KeptItem,
  songs: readonly Song[],
): { readonly item: KeptItem; readonly dropped: readonly string[]; readonly droppedCovers: readonly CoverWanted[] } {
  const now = new Set(songs.map((song) => song.id))
  const dropped = item.stored.filter((songId) => !now.has(songId))
  const sizes = Object.fromEntries(Object.entries(item.sizes ?? {}).filter(([songId]) => now.has(songId)))
  const droppedBytes = dropped.reduce((sum, songId) => sum + (item.sizes?.[songId] ?? 0), 0)
  const kept: KeptItem = {
    ...item,
    songs: [...songs],
    stored: item.stored.filter((songId) => now.has(songId)),
    bytes: Math.max(0, item.bytes - droppedBytes),
    ...(item.sizes ? { sizes } : {}),
  }
  const covers = withoutUnwantedCovers(document, kept)
  const next = alreadyStored(document, covers.item)
  const missing = next.songs.some((song) => !next.stored.includes(song.id))
  return { item: next.status === 'kept' && missing ? { ...next, status: 'queued' } : next, dropped, droppedCovers: covers.dropped }
}

/** A kept playlist as the server lists it now, read without its page (the 'follow' request). */
const playlistReadAgain = createEvent<PlaylistRead>()

/** Each kept playlist read in turn; the first read that finds no server stops the round (the next one comes when it is back). */
const followFx = attach({
  source: { connection: $connection, kept: $kept },
  effect: async ({ connection, kept }) => {
    const readAgain = scopeBind(playlistReadAgain, { safe: true })
    for (const item of kept.items) {
      if (item.kind !== 'playlist' || connection === null) continue
      const result = await getPlaylist(connection, item.id)
      if (isRight(result)) readAgain({ id: item.id, songs: result.right.entry })
      else if (isUnreachable(result.left)) return
      else console.warn(`The kept playlist ${item.id} could not be read again: ${describeFailure(result.left)}`)
    }
  },
})
followFx.failData.watch((error) => console.error('The kept playlists could not be read again:', error))
sample({ clock: handled.filter({ fn: (request) => request.type === 'follow' }), target: followFx })

const read = sample({
  clock: [
    playlistReadAgain,
    $openPlaylist.updates.filterMap((open) => (open ? { id: open.id, songs: open.songs } : undefined)),
    playlistSongsReordered,
    sample({ clock: documentLoaded, source: $openPlaylist, filter: Boolean, fn: (open): PlaylistRead => ({ id: open.id, songs: open.songs }) }),
  ],
  source: { kept: $kept, loaded: $loaded },
  filter: ({ kept, loaded }, playlist: PlaylistRead) => {
    const item = loaded ? findItem(kept, 'playlist', playlist.id) : undefined
    return item !== undefined && playlist.songs.length > 0 && !sameSongs(item.songs, playlist.songs)
  },
  fn: ({ kept }, playlist: PlaylistRead) => ({ kept, ...followed(kept, findItem(kept, 'playlist', playlist.id)!, playlist.songs) }),
})

/** Copies of dropped songs that no other item keeps in the same quality, and of covers no longer needed. */
sample({
  clock: read,
  source: $addressing,
  fn: (place, { kept, item, dropped, droppedCovers }) =>
    [
      ...dropped.filter((songId) => !storedElsewhere(kept, songId, item.quality, itemKey(item))).map((songId) => songAddress(place.connection, place.addressing, place.serverKey, songId, item.quality)),
      ...droppedCovers.map((cover) => coverAddress(place, cover)),
    ].filter((url): url is string => url !== null),
  target: removeCopiesFx,
})
sample({ clock: read, fn: ({ kept, item }) => withItem(kept, item), target: [documentChanged, advanceFx] })
