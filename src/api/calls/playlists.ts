import type { Either } from 'fp-ts/Either'
import { isLeft, isRight, left, right } from 'fp-ts/Either'
import * as t from 'io-ts'
import type { Playlist, PlaylistWithSongs } from '../codecs/playlist'
import { Playlist as PlaylistCodec, PlaylistWithSongs as PlaylistWithSongsCodec } from '../codecs/playlist'
import { listOf } from '../codecs/primitives'
import type { Connection } from '../core/connection'
import { MAX_URL_LENGTH } from '../core/constants'
import type { ApiFailure } from '../core/failure'
import { describeFailure } from '../core/failure'
import { buildRestUrl } from '../core/url'
import type { Result } from './call'
import { acknowledge, call, signalOption } from './call'

const PlaylistsReply = t.type({ playlists: t.type({ playlist: listOf(PlaylistCodec) }) })
const PlaylistReply = t.type({ playlist: PlaylistWithSongsCodec })
/** Navidrome answers the new playlist; Supysonic answers a bare ok. */
const CreatedReply = t.partial({ playlist: PlaylistCodec })

/** getPlaylists: `playlists.playlist`, [] when there are none. */
export function getPlaylists(connection: Connection, signal?: AbortSignal): Result<readonly Playlist[]> {
  return call(connection, 'getPlaylists', PlaylistsReply, {}, (r) => r.playlists.playlist, signalOption(signal))
}

/** getPlaylist: the playlist with its songs (`entry`, [] when empty). */
export function getPlaylist(connection: Connection, id: string, signal?: AbortSignal): Result<PlaylistWithSongs> {
  return call(connection, 'getPlaylist', PlaylistReply, { id }, (r) => r.playlist, signalOption(signal))
}

/**
 * createPlaylist: name and the songs (repeated songId). Supysonic answers ok without the
 * playlist: it is then looked up (the newest playlist of that name), and null if still not found.
 */
export async function createPlaylist(
  connection: Connection,
  name: string,
  songIds: readonly string[] = [],
  signal?: AbortSignal,
): Result<Playlist | null> {
  const created = await call(connection, 'createPlaylist', CreatedReply, { name, songId: songIds }, (r) => r.playlist, signalOption(signal))
  if (isLeft(created)) return created
  if (created.right) return right(created.right)
  const all = await getPlaylists(connection, signal)
  if (isLeft(all)) return right(null)
  return right(newestNamed(all.right, name, connection.credentials.username))
}

function newestNamed(playlists: readonly Playlist[], name: string, owner: string): Playlist | null {
  // Other users' public playlists are listed too: only ours count.
  const named = playlists.filter((playlist) => playlist.name === name && (playlist.owner === undefined || playlist.owner === owner))
  // ISO dates order as text; a playlist without a date counts as oldest. Ties: the last listed.
  return named.reduce<Playlist | null>(
    (newest, playlist) => (newest === null || (playlist.created ?? '') >= (newest.created ?? '') ? playlist : newest),
    null,
  )
}

type OneOrMany<A> = A | readonly A[]

export interface PlaylistUpdate {
  readonly playlistId: string
  readonly name?: string
  readonly comment?: string
  readonly public?: boolean
  readonly songIdToAdd?: OneOrMany<string>
  /** 0-based positions in the playlist as it is before the update. */
  readonly songIndexToRemove?: OneOrMany<number>
}

/**
 * updatePlaylist: only the fields that are set are sent; one value or a list.
 * Long lists never make a long address: with `formPost` (the server advertises the OpenSubsonic
 * extension) they go in one form-encoded POST body; otherwise in several requests whose address
 * stays within MAX_URL_LENGTH, removals first from the highest index (the lower ones keep their
 * place), then the additions in order. Those requests are not atomic: the first failure stops
 * them and is returned (the caller refetches what the server holds).
 */
export async function updatePlaylist(
  connection: Connection,
  update: PlaylistUpdate,
  options: { readonly signal?: AbortSignal; readonly formPost?: boolean } = {},
): Result<void> {
  const send = (part: PlaylistUpdate, formPost: boolean) =>
    acknowledge(connection, 'updatePlaylist', updateParams(part), { ...signalOption(options.signal), ...(formPost ? { formPost } : {}) })
  if (options.formPost) return send(update, true)
  for (const part of updateBatches(connection, update)) {
    const sent = await send(part, false)
    if (isLeft(sent)) return sent
  }
  return right(undefined)
}

function updateParams(update: PlaylistUpdate) {
  return {
    playlistId: update.playlistId,
    name: update.name,
    comment: update.comment,
    public: update.public,
    songIdToAdd: update.songIdToAdd,
    songIndexToRemove: update.songIndexToRemove,
  }
}

const listOfValues = <A>(value: OneOrMany<A> | undefined): readonly A[] => (value === undefined ? [] : Array.isArray(value) ? value : [value as A])

/** The update split into requests whose address fits MAX_URL_LENGTH (one when it fits already). */
export function updateBatches(connection: Connection, update: PlaylistUpdate): PlaylistUpdate[] {
  const { songIdToAdd, songIndexToRemove, ...details } = update
  const base = buildRestUrl(connection, 'updatePlaylist', updateParams(details))
  let length = isLeft(base) ? 0 : base.right.href.length
  const removals = [...listOfValues(songIndexToRemove)].sort((a, b) => b - a)
  const additions = listOfValues(songIdToAdd)
  const batches: { remove: number[]; add: string[] }[] = [{ remove: [], add: [] }]
  const fit = (key: string, value: string) => {
    const cost = 1 + new URLSearchParams({ [key]: value }).toString().length
    const current = batches[batches.length - 1] as { remove: number[]; add: string[] }
    if (length + cost > MAX_URL_LENGTH && current.remove.length + current.add.length > 0) {
      batches.push({ remove: [], add: [] })
      length = isLeft(base) ? 0 : base.right.href.length - detailsLength(details)
    }
    length += cost
    return batches[batches.length - 1] as { remove: number[]; add: string[] }
  }
  for (const index of removals) fit('songIndexToRemove', String(index)).remove.push(index)
  for (const id of additions) fit('songIdToAdd', id).add.push(id)
  if (batches.length === 1) return [update]
  return batches.map((batch, index) => ({
    ...(index === 0 ? details : { playlistId: update.playlistId }),
    ...(batch.remove.length > 0 ? { songIndexToRemove: batch.remove } : {}),
    ...(batch.add.length > 0 ? { songIdToAdd: batch.add } : {}),
  }))
}

/** What name, comment and public add to the address (only the first request carries them). */
function detailsLength(details: Omit<PlaylistUpdate, 'songIdToAdd' | 'songIndexToRemove'>): number {
  const { playlistId: _id, ...rest } = details
  return Object.entries(rest).reduce((sum, [key, value]) => (value === undefined ? sum : sum + 1 + new URLSearchParams({ [key]: String(value) }).toString().length), 0)
}

export interface PlaylistDetails {
  readonly name: string
  readonly comment?: string
  readonly public?: boolean
  readonly songIds?: readonly string[]
}

/**
 * Create playlist with details: create by name, then update with comment, public and
 * songs (`formPost`: as updatePlaylist). If that second step fails the new playlist is deleted
 * again, so a failed creation never leaves a half-made playlist behind (best effort: the delete's
 * own failure is only logged); the update's failure is returned.
 */
export async function createPlaylistWithDetails(
  connection: Connection,
  details: PlaylistDetails,
  options: { readonly signal?: AbortSignal; readonly formPost?: boolean } = {},
): Promise<Either<ApiFailure, Playlist>> {
  const created = await createPlaylist(connection, details.name, [], options.signal)
  if (isLeft(created)) return created
  const playlist = created.right
  if (playlist === null) {
    return left({ kind: 'decode', message: 'The server created the playlist but did not say which one it is' })
  }
  const songIds = details.songIds ?? []
  const needsUpdate = details.comment !== undefined || details.public !== undefined || songIds.length > 0
  if (!needsUpdate) return right(playlist)
  const updated = await updatePlaylist(
    connection,
    {
      playlistId: playlist.id,
      comment: details.comment,
      public: details.public,
      songIdToAdd: songIds.length > 0 ? songIds : undefined,
    },
    options,
  )
  if (isRight(updated)) return right(playlist)
  const rollback = await deletePlaylist(connection, playlist.id)
  if (isLeft(rollback)) console.error('deletePlaylist (rollback):', describeFailure(rollback.left))
  return updated
}

/**
 * deletePlaylist is sent as GET, not DELETE: Supysonic answers DELETE with HTTP 405, and a
 * cross-origin DELETE needs a CORS preflight that Supysonic does not answer. Every server accepts GET.
 */
export function deletePlaylist(connection: Connection, id: string, signal?: AbortSignal): Result<void> {
  return acknowledge(connection, 'deletePlaylist', { id }, signalOption(signal))
}
