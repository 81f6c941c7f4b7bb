import type { Store } from 'effector'
import { createEvent, createStore, sample } from 'effector'
import type { Either } from 'fp-ts/Either'
import { isLeft } from 'fp-ts/Either'
import { isUnreachable } from '../../api/core/call-outcomes'
import { $keptFirst } from '../offline/keeps-offline'
import type { ApiFailure } from '../../api/core/failure'
import { describeFailure, isUnsupportedCall } from '../../api/core/failure'
import type { ServerContext } from '../session/call-result'
import { serverEffect } from '../session/call-result'

/** What a screen shows for one request: a skeleton, the data, or an error (or "not on this server"). */
export type Loadable<T> =
  | { readonly status: 'idle' }
  | { readonly status: 'loading'; readonly key: string }
  /** `kept`: the server could not be reached, and this is what is kept offline (docs/offline.md). */
  | { readonly status: 'ready'; readonly key: string; readonly data: T; readonly kept?: true }
  | { readonly status: 'failed'; readonly key: string; readonly message: string; readonly unsupported: boolean; readonly unreachable?: true }

export class LoadFailure extends Error {
  constructor(
    message: string,
    readonly unsupported: boolean,
    /** The call never reached the server (no connection, no answer in time, a gateway down). */
    readonly unreachable = false,
  ) {
    super(message)
  }
}

/** Unwraps a call's result for an effect: a Left becomes a thrown LoadFailure. */
export function unwrap<A>(result: Either<ApiFailure, A>, what: string): A {
  if (isLeft(result)) {
    throw new LoadFailure(`${what}: ${describeFailure(result.left)}`, isUnsupportedCall(result.left), isUnreachable(result.left))
  }
  return result.right
}

/** A request replaced by a newer one: not an error to show. */
export class Cancelled extends Error {
  constructor() {
    super('Cancelled')
  }
}

export interface LoadContext extends ServerContext {
  readonly signal: AbortSignal
}

/**
 * One server-backed value keyed by its parameters (an album id, a query…): `requested(params)`
 * loads it, cancelling the previous request; answers for other parameters are ignored, so a
 * fast click-through never shows an older page's data.
 */
export function createResource<Params, Data, Kept = never>(options: {
  readonly name: string
  readonly key: (params: Params) => string
  readonly load: (context: LoadContext, params: Params) => Promise<Data>
  /**
   * What is kept offline: when the server cannot be reached, the value `pick` finds there for the
   * key is shown instead of the failure (also once `source` is read after the failure).
   */
  readonly kept?: { readonly source: Store<Kept>; readonly pick: (kept: Kept, key: string) => Data | undefined }
}) {
  const requested = createEvent<Params>()
  const reset = createEvent()
  let controller: AbortController | null = null
  const loadFx = serverEffect(async (server, params: Params): Promise<{ key: string; data: Data }> => {
    controller?.abort()
    const own = new AbortController()
    controller = own
    try {
      const data = await options.load({ ...server, signal: own.signal }, params)
      if (own.signal.aborted) throw new Cancelled()
      return { key: options.key(params), data }
    } catch (error) {
      throw own.signal.aborted ? new Cancelled() : error
    }
  })
  const $state = createStore<Loadable<Data>>({ status: 'idle' })
    .on(requested, (_, params) => ({ status: 'loading', key: options.key(params) }))
    .on(loadFx.done, (state, { params, result }) =>
      state.status !== 'idle' && state.key === options.key(params) ? { status: 'ready', key: result.key, data: result.data } : state,
    )
    .on(loadFx.fail, (state, { params, error }) => {
      if (state.status === 'idle' || state.key !== options.key(params)) return state
      if (error instanceof Cancelled) return state
      // Shown as kept while the server cannot be reached: a call that did not reach it either changes nothing.
      if (state.status === 'ready' && state.kept && error instanceof LoadFailure && error.unreachable) return state
      return {
        status: 'failed',
        key: state.key,
        message: error.message,
        unsupported: error instanceof LoadFailure && error.unsupported,
        ...(error instanceof LoadFailure && error.unreachable ? { unreachable: true as const } : {}),
      }
    })
    .reset(reset)
  if (options.kept) {
    const { source, pick } = options.kept
    // Runs after the failure is stored (and again when the kept document arrives later).
    const keptFound = sample({
      clock: [$state, source],
      source: { state: $state, kept: source },
      filter: ({ state }) => state.status === 'failed' && state.unreachable === true,
      fn: ({ state, kept }): { readonly key: string; readonly data: Data | undefined } => {
        const key = state.status === 'failed' ? state.key : ''
        return { key, data: pick(kept, key) }
      },
    }).filterMap(({ key, data }) => (data === undefined ? undefined : { key, data }))
    $state.on(keptFound, (state, { key, data }) => (state.status === 'failed' && state.key === key ? { status: 'ready', key, data, kept: true } : state))
    // While the server is unreachable, or the start-up check is under way for an account that keeps
    // something, what is kept shows at once: a server that never answers would hold the page for a
    // request's whole time limit. The call goes on; an answer replaces it.
    const keptAtOnce = sample({
      clock: [$state, source, $keptFirst],
      source: { state: $state, kept: source, first: $keptFirst },
      filter: ({ state, first }) => state.status === 'loading' && first,
      fn: ({ state, kept }): { readonly key: string; readonly data: Data | undefined } => {
        const key = state.status === 'loading' ? state.key : ''
        return { key, data: pick(kept, key) }
      },
    }).filterMap(({ key, data }) => (data === undefined ? undefined : { key, data }))
    $state.on(keptAtOnce, (state, { key, data }) => (state.status === 'loading' && state.key === key ? { status: 'ready', key, data, kept: true } : state))
  }
  sample({ clock: requested, target: loadFx })
  loadFx.failData.watch(reportFailure)
  return { requested, reset, $state, loadFx }
}

/** Logs a failure worth knowing about: not a cancelled request, not a call the server lacks. */
export function reportFailure(error: Error): void {
  if (error instanceof Cancelled || (error instanceof LoadFailure && error.unsupported)) return
  console.error(error.message)
}

/** The data when ready, else undefined. */
export function dataOf<T>(state: Loadable<T>): T | undefined {
  return state.status === 'ready' ? state.data : undefined
}
