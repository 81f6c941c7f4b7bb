import { combine, createEvent, createStore, sample } from 'effector'
import { isLeft } from 'fp-ts/Either'
import * as t from 'io-ts'
import { persistStore } from '../persistence/persist-store'
import { serverIdOf } from '../servers/saved-servers'
import { $serverConfig } from '../session/server-config'
import { toastShown } from '../toasts/toasts'
import type { NetworkState, ServerQuality, StreamQuality } from './quality-choice'
import { checkedQuality, chooseQuality, NETWORK_UNTOLD, nextBitRate, SERVER_QUALITY_DEFAULTS, streamOptions } from './quality-choice'

/**
 * Streaming quality, per saved server (`user@url`): a maximum bitrate and format for every stream
 * request, and another for metered or slow connections where the browser tells.
 */
export const qualityChosen = createEvent<{ readonly which: 'normal'; readonly quality: StreamQuality } | { readonly which: 'constrained'; readonly quality: StreamQuality | null }>()
/** What the browser says of the connection (src/start reads navigator.connection and its changes). */
export const networkChanged = createEvent<NetworkState>()

export const $network = createStore<NetworkState>(NETWORK_UNTOLD, { serialize: 'ignore' }).on(networkChanged, (_, network) => network)

/** Every saved server's choice, by server id. */
export const $qualityByServer = createStore<Readonly<Record<string, ServerQuality>>>({})

/** The signed-in server's id (null: none). */
const $serverId = $serverConfig.map((config) => (config.isServerConfigured && config.url ? serverIdOf(config) : null))

sample({
  clock: qualityChosen,
  source: { all: $qualityByServer, id: $serverId },
  filter: ({ id }) => id !== null,
  fn: ({ all, id }, choice) => {
    const current = all[id!] ?? SERVER_QUALITY_DEFAULTS
    const changed = choice.which === 'normal' ? { ...current, normal: choice.quality } : { ...current, constrained: choice.quality }
    return { ...all, [id!]: changed }
  },
  target: $qualityByServer,
})

/** The signed-in server's choice. */
export const $serverQuality = combine($qualityByServer, $serverId, (all, id) => (id !== null ? all[id] : undefined) ?? SERVER_QUALITY_DEFAULTS)
/** The quality streams are asked in now (the constrained one on a metered or slow connection). */
export const $streamQuality = combine($serverQuality, $network, chooseQuality)
/** The stream parameters every stream request carries. */
export const $streamOptions = $streamQuality.map(streamOptions)

const StoredQuality = t.partial({ maxBitRate: t.number, format: t.string })
const StoredServers = t.record(t.string, t.partial({ normal: StoredQuality, constrained: t.union([StoredQuality, t.null]) }))

/** Stored choices, checked: an unknown bitrate or format falls back to the original. */
const StoredQualities = new t.Type<Record<string, ServerQuality>, Record<string, ServerQuality>, unknown>(
  'StreamingQuality',
  (u): u is Record<string, ServerQuality> => typeof u === 'object' && u !== null,
  (u, c) => {
    const decoded = StoredServers.validate(u, c)
    if (isLeft(decoded)) return decoded
    const servers: Record<string, ServerQuality> = {}
    for (const [id, stored] of Object.entries(decoded.right)) {
      servers[id] = { normal: checkedQuality(stored.normal), constrained: stored.constrained ? checkedQuality(stored.constrained) : null }
    }
    return t.success(servers)
  },
  t.identity,
)

persistStore({ store: $qualityByServer, key: 'streamingQuality', version: 1, codec: StoredQualities, pick: (state) => state })

/** The commands' way in: a bitrate for the normal choice (format kept), then a toast says it. */
export const bitRateRequested = createEvent<number>()
/** The key's way in: the next bitrate after the current normal one. */
export const nextBitRateRequested = createEvent()

const commanded = sample({
  clock: [bitRateRequested, sample({ clock: nextBitRateRequested, source: $serverQuality, fn: ({ normal }) => nextBitRate(normal.maxBitRate) })],
  source: $serverQuality,
  fn: ({ normal }, maxBitRate): StreamQuality => ({ ...normal, maxBitRate }),
})
sample({ clock: commanded, fn: (quality) => ({ which: 'normal' as const, quality }), target: qualityChosen })
sample({
  clock: commanded,
  fn: ({ maxBitRate }) => ({
    tone: 'info' as const,
    message: maxBitRate === 0 ? 'streaming.qualityNowOriginal' : 'streaming.qualityNow',
    values: { value: maxBitRate },
  }),
  target: toastShown,
})
