import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector'
import { localMediaAddress, mediaServerKey, mediaServerOf, upstreamMediaAddress } from '../../api/core/media-route'
import { OfflineSongError } from '../../shell/shell'
import { $shell } from '../host/shell'
import { $mediaAddressing } from '../session/media-addressing'
import { $connection } from '../session/server-config'
import { toastShown } from '../toasts/toasts'
import type { KeepFailure, KeptQuality } from './kept-document'
import { itemKey, missingSongs, withItem } from './kept-document'
import type { CoverWanted } from './kept-covers'
import { coverName, missingCovers } from './kept-covers'
import { handled } from './kept-requests'
import { $kept, $offlineServerKey, accountChanged, coverKept, documentChanged, itemFailed, songKept } from './kept-store'

/**
 * The download loop: one song at a time, for the first item waiting, then its covers. Each is
 * fetched whole through the worker's media address and stored by the shell; an item is kept once
 * every song is stored, and marked failed (with why) when one cannot be. A cover that cannot be
 * fetched is logged and left out for this run: songs are what is kept.
 */

/** How often a song whose body arrived cut (or whose connection dropped) is fetched again. */
export const KEEP_ATTEMPTS = 3

/** The item being fetched now, and how to stop its fetch. */
const $active = createStore<{ readonly key: string; readonly abort: AbortController } | null>(null, { serialize: 'ignore' })
const activeSet = createEvent<{ readonly key: string; readonly abort: AbortController } | null>()
$active.on(activeSet, (_, active) => active)
/** Covers of the active item that failed in this run (not tried again until the item runs again). */
const coverFailed = createEvent<string>()
const $coversFailed = createStore<ReadonlySet<string>>(new Set(), { serialize: 'ignore' })
  .on(coverFailed, (failed, name) => new Set([...failed, name]))
  .on(activeSet, () => new Set())

/** Looks for the next item to fetch. Runs after the store updates of the same turn: it reads the document as they left it. */
export const advanceFx = createEffect(() => undefined)
const stepFx = createEffect(() => undefined)

/** The media address of a song in a quality, for the page's account (null: no worker route). */
export const songAddress = (connection: Parameters<typeof mediaServerKey>[0] | null, addressing: typeof $mediaAddressing.defaultState, serverKey: string | null, id: string, quality: KeptQuality): string | null =>
  connection && addressing.route && serverKey
    ? localMediaAddress(addressing.route, serverKey, 'stream', { id, maxBitRate: quality.maxBitRate, ...(quality.format ? { format: quality.format } : {}) })
    : null

/** The server's own address of a song's media address, with the credentials: for a host that fetches past the web view (the desktop's curl). */
const upstreamOf = (connection: Parameters<typeof mediaServerKey>[0] | null, pageOrigin: string, address: string): string => {
  const server = connection ? mediaServerOf(connection, pageOrigin) : null
  return server ? upstreamMediaAddress(server, 'stream', new URL(address, 'http://page.invalid').search) : ''
}
/** The media address of a cover in a size, for the page's account (null: no worker route). */
export const coverAddress = (place: typeof $addressing.defaultState, cover: CoverWanted): string | null =>
  place.connection && place.addressing.route && place.serverKey ? localMediaAddress(place.addressing.route, place.serverKey, 'getCoverArt', { id: cover.id, size: cover.size }) : null

export const $addressing = combine({ connection: $connection, addressing: $mediaAddressing, serverKey: $offlineServerKey })

/** The item whose fetch is stopped (pause, cancel, remove, remove all): its download aborted, no item active. */
const abortFx = createEffect((abort: AbortController) => abort.abort())
const stopped = sample({
  clock: handled,
  source: $active,
  filter: (active, request) =>
    active !== null && (request.type === 'removeAll' || ((request.type === 'pause' || request.type === 'cancel' || request.type === 'remove' || request.type === 'requality') && itemKey(request) === active.key)),
  fn: (active) => active!.abort,
})
sample({ clock: stopped, target: abortFx })
sample({ clock: stopped, fn: () => null, target: activeSet })

const keepSongFx = attach({
  source: $shell,
  effect: async (shell, { url, upstream, signal }: { readonly key: string; readonly songId: string; readonly url: string; readonly upstream: string; readonly signal: AbortSignal }) => {
    const songs = shell.offlineSongs
    if (!songs) throw new OfflineSongError('failed', 'This host cannot keep songs')
    for (let attempt = 1; ; attempt++) {
      try {
        return await songs.keep(url, signal, upstream)
      } catch (error) {
        const again = error instanceof OfflineSongError && (error.reason === 'cut' || error.reason === 'network')
        if (!again || attempt >= KEEP_ATTEMPTS || signal.aborted) throw error
        console.warn(`A kept song's download failed (${error.message}); trying again`)
      }
    }
  },
})

/** The next song of the active item, or the item kept; a new item started when none is active. */
sample({
  clock: advanceFx.done,
  source: { kept: $kept, active: $active },
  filter: ({ kept, active }) => active === null && kept.items.some((item) => item.status === 'queued'),
  fn: ({ kept }) => {
    const item = kept.items.find((one) => one.status === 'queued')!
    return { key: itemKey(item), abort: new AbortController() }
  },
  target: activeSet,
})
sample({
  clock: activeSet,
  source: $kept,
  filter: (_, active) => active !== null,
  fn: (kept, active) => ({ ...kept, items: kept.items.map((item) => (itemKey(item) === active!.key ? { ...item, status: 'downloading' as const } : item)) }),
  target: [documentChanged, stepFx],
})

const keepCoverFx = attach({
  source: $shell,
  effect: async (shell, { url, signal }: { readonly key: string; readonly cover: CoverWanted; readonly url: string; readonly signal: AbortSignal }) => {
    const songs = shell.offlineSongs
    if (!songs) throw new OfflineSongError('failed', 'This host cannot keep covers')
    // Covers go through the page's worker: a host that fetches past the web view keeps none.
    return songs.keep(url, signal, '')
  },
})

/** The next song of the active item, then its next cover not tried in this run. */
const next = sample({
  clock: stepFx.done,
  source: { kept: $kept, active: $active, place: $addressing, coversFailed: $coversFailed },
  filter: ({ active }) => active !== null,
  fn: ({ kept, active, place, coversFailed }) => {
    const item = kept.items.find((one) => itemKey(one) === active!.key)
    const downloading = item !== undefined && item.status === 'downloading'
    const song = downloading ? missingSongs(item)[0] : undefined
    const cover = downloading && !song ? missingCovers(item).find((one) => !coversFailed.has(coverName(one))) : undefined
    const url = item && song ? songAddress(place.connection, place.addressing, place.serverKey, song.id, item.quality) : cover ? coverAddress(place, cover) : null
    const upstream = song && url ? upstreamOf(place.connection, place.addressing.pageOrigin, url) : ''
    return { key: active!.key, item, song, cover, url, upstream, signal: active!.abort.signal }
  },
})
sample({
  clock: next,
  filter: ({ song, url }) => song !== undefined && url !== null,
  fn: ({ key, song, url, upstream, signal }) => ({ key, songId: song!.id, url: url!, upstream, signal }),
  target: keepSongFx,
})
sample({
  clock: next,
  filter: ({ cover, url }) => cover !== undefined && url !== null,
  fn: ({ key, cover, url, signal }) => ({ key, cover: cover!, url: url!, signal }),
  target: keepCoverFx,
})
/** Every song stored, and every cover stored or tried: the item is kept. */
const itemKept = sample({
  clock: next,
  filter: ({ item, song, cover }) => item !== undefined && item.status === 'downloading' && song === undefined && cover === undefined,
  fn: ({ item }) => item!,
})
sample({
  clock: itemKept,
  source: $kept,
  fn: (kept, item) => withItem(kept, { ...item, status: 'kept' }),
  target: documentChanged,
})
sample({ clock: itemKept, fn: (item) => ({ tone: 'success' as const, message: 'offline.toast.kept', values: { name: item.name } }), target: toastShown })
sample({ clock: next, filter: ({ song, cover, url }) => (song === undefined && cover === undefined) || url === null, fn: () => null, target: [activeSet, advanceFx] })

sample({ clock: keepSongFx.done, filter: ({ params }) => !params.signal.aborted, fn: ({ params, result }) => ({ key: params.key, songId: params.songId, bytes: result }), target: songKept })
sample({ clock: songKept, target: stepFx })

sample({ clock: keepCoverFx.done, filter: ({ params }) => !params.signal.aborted, fn: ({ params, result }) => ({ key: params.key, cover: params.cover, bytes: result }), target: coverKept })
sample({ clock: coverKept, target: stepFx })
sample({ clock: keepCoverFx.fail, filter: ({ params }) => !params.signal.aborted, fn: ({ params }) => coverName(params.cover), target: coverFailed })
sample({ clock: coverFailed, target: stepFx })
keepCoverFx.fail.watch(({ params, error }) => {
  // Songs are what is kept: the item is kept without this cover, and the next run tries it again.
  if (!params.signal.aborted) console.warn(`A cover of a kept item could not be kept offline (${params.cover.id}, ${params.cover.size} px):`, error)
})

const failureOf = (error: unknown): KeepFailure => (error instanceof OfflineSongError ? error.reason : 'failed')
sample({
  clock: keepSongFx.fail,
  filter: ({ params }) => !params.signal.aborted,
  fn: ({ params, error }) => ({ key: params.key, failure: failureOf(error) }),
  target: itemFailed,
})
keepSongFx.fail.watch(({ params, error }) => {
  if (!params.signal.aborted) console.error('A song could not be kept offline:', error)
})
sample({
  clock: itemFailed,
  source: $kept,
  fn: (kept, { key: failedKey, failure }) => {
    const item = kept.items.find((one) => itemKey(one) === failedKey)
    return { tone: 'error' as const, message: `offline.toast.${failure}`, values: { name: item?.name ?? '' } }
  },
  target: toastShown,
})
sample({ clock: itemFailed, fn: () => null, target: [activeSet, advanceFx] })

/** Another account (or none: signed out): the download under way stops. */
const accountLeft = sample({ clock: accountChanged, source: $active, fn: (active) => active })
sample({ clock: accountLeft, filter: (active) => active !== null, fn: (active) => active!.abort, target: abortFx })
$active.on(accountLeft, () => null)
