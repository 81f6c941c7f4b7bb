import { createEvent, createStore, sample } from 'effector'
import { ping } from '../../api/calls/ping'
import type { EnvelopeMeta } from '../../api/codecs/envelope'
import { callEffect } from '../session/call-result'
import { $serverConfig } from '../session/server-config'

/**
 * The about dialog's model, loaded with the dialog (a lazy chunk). Copying the server's link, a
 * command, is copy-server-link.ts.
 */

/** The client's name and version. */
export const CLIENT_NAME = 'Tonearm'
export const CLIENT_VERSION = '0.8.3'

export interface ServerAbout {
  readonly status: 'loading' | 'ready' | 'failed'
  /** The Subsonic API version the server speaks. */
  readonly apiVersion: string
  readonly type: string
  /** The server software's own version (OpenSubsonic servers state it). */
  readonly serverVersion: string | null
}

const pingFx = callEffect<void, EnvelopeMeta>((connection) => ping(connection))

/** What the about dialog shows of the server: asked anew each time it opens. */
export const $serverAbout = createStore<ServerAbout>({ status: 'loading', apiVersion: '', type: '', serverVersion: null })
  .on(pingFx.fail, (state) => ({ ...state, status: 'failed' }))

/** The about dialog is on screen (fired by the lazily loaded dialog when it mounts). */
export const aboutShown = createEvent()

sample({ clock: aboutShown, target: pingFx })
/** A server that does not state its type keeps the one found at login. */
sample({
  clock: pingFx.doneData,
  source: $serverConfig,
  fn: (config, meta): ServerAbout => ({
    status: 'ready',
    apiVersion: meta.version,
    type: meta.type ?? config.serverType,
    serverVersion: meta.serverVersion ?? null,
  }),
  target: $serverAbout,
})
/** Before the answer, show what was stored at login. */
sample({
  clock: pingFx,
  source: $serverConfig,
  fn: (config): ServerAbout => ({ status: 'loading', apiVersion: config.protocolVersion, type: config.serverType, serverVersion: null }),
  target: $serverAbout,
})
