import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector'
import { localMediaAddress, mediaServerKey, mediaServerOf, upstreamMediaAddress } from '../../api/core/media-route'
import { OfflineSongError } from '../../shell/shell'
import { $shell } from '../host/shell'
import { $mediaAddressing } from '../session/media-addressing'
import { $connection } from '../session/server-config'
import { toastShown } from '../toasts/toasts'
import type { KeepFailure, KeptQuality } from './kept-document'
import { itemKey, missingSongs, withItem } from './kept-document'
import { handled } from './kept-requests'
import { $kept, $offlineServerKey, accountChanged, documentChanged, itemFailed, songKept } from './kept-store'

/**
 * The download loop: one song at a time, for the first item waiting. Each song is fetched whole
 * through the worker's media address and stored by the shell; an item is kept once every song is
 * stored, and marked failed (with why) when one cannot be.
 */

/** How often a song whose body arrived cut (or whose connection dropped) is fetched again. */
export const KEEP_ATTEMPTS = 3

/** The item being fetched now, and how to stop its fetch. */
const $active = createStore<{ readonly key: string; readonly abort: AbortController } | null>(null, { serialize: 'ignore' })
const activeSet = createEvent<{ readonly key: string; readonly abort: AbortController } | null>()
$active.on(activeSet, (_, active) => active)

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

const next = sample({
  clock: stepFx.done,
  source: { kept: $kept, active: $active, place: $addressing },
  filter: ({ active }) => active !== null,
  fn: ({ kept, active, place }) => {
    const item = kept.items.find((one) => itemKey(one) === active!.key)
    const song = item && item.status === 'downloading' ? missingSongs(item)[0] : undefined
    const url = item && song ? songAddress(place.connection, place.addressing, place.serverKey, song.id, item.quality) : null
    const upstream = url ? upstreamOf(place.connection, place.addressing.pageOrigin, url) : ''
    return { key: active!.key, item, song, url, upstream, signal: active!.abort.signal }
  },
})
sample({
  clock: next,
  filter: ({ song, url }) => song !== undefined && url !== null,
  fn: ({ key, song, url, upstream, signal }) => ({ key, songId: song!.id, url: url!, upstream, signal }),
  target: keepSongFx,
})
/** Every song stored: the item is kept. */
const itemKept = sample({ clock: next, filter: ({ item, song }) => item !== undefined && item.status === 'downloading' && song === undefined, fn: ({ item }) => item! })
sample({
  clock: itemKept,
  source: $kept,
  fn: (kept, item) => withItem(kept, { ...item, status: 'kept' }),
  target: documentChanged,
})
sample({ clock: itemKept, fn: (item) => ({ tone: 'success' as const, message: 'offline.toast.kept', values: { name: item.name } }), target: toastShown })
sample({ clock: next, filter: ({ song, url }) => song === undefined || url === null, fn: () => null, target: [activeSet, advanceFx] })

sample({ clock: keepSongFx.done, filter: ({ params }) => !params.signal.aborted, fn: ({ params, result }) => ({ key: params.key, songId: params.songId, bytes: result }), target: songKept })
sample({ clock: songKept, target: stepFx })

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
