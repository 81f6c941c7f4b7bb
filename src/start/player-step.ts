import type { Scope } from 'effector'
import { scopeBind } from 'effector'
import type { AudioOutputFactory } from '../audio/audio-output'
import { createAudioElementOutput } from '../audio/audio-element'
import { $shell } from '../model/host/shell'
import '../commands/playback/playback-commands'
import '../commands/queue/queue-commands'
import { audioFactoryAttached } from '../model/player/playback'
import '../model/player/window-title'
import { watchPageHiding } from './page-hiding'
import './player-wiring'
import '../model/queue-sync/server-queue'
import type { ConnectionInfo } from '../model/streaming/quality-choice'
import { networkOf } from '../model/streaming/quality-choice'
import { networkChanged } from '../model/streaming/streaming-quality'

/**
 * Start-up step: the playback and queue commands with the player and queue models, evaluated
 * before the other commands so that neither step is one long task.
 */
export const playerReady = true

/**
 * Hands the browser's audio output (src/audio) to the model once the scope exists, and tells it
 * when the page hides (the last save of the play queue), through that scope; and what the browser
 * says of the connection (navigator.connection: saveData, effectiveType, and their changes; absent
 * in Firefox, Safari and WebKitGTK, then the model hears nothing and the metered choice of the
 * streaming quality never applies).
 */
export function attachAudioOutput(scope: Scope): void {
  watchPageHiding(scope)
  const connection = (navigator as Navigator & { connection?: ConnectionInfo & EventTarget }).connection
  if (connection) {
    const told = scopeBind(networkChanged, { scope })
    told(networkOf(connection))
    connection.addEventListener?.('change', () => told(networkOf(connection)))
  }
  // The engine's quirk comes from the shell (src/shell/media-engine.ts), not from the audio output's own look at the browser.
  const { pausedMediaStartsLate } = scope.getState($shell)
  const factory: AudioOutputFactory = (listeners, makeElement) => createAudioElementOutput(listeners, makeElement, { pausedElementsStartLate: pausedMediaStartsLate })
  // Not allSettled: that waits for every effect of the scope, the session check's ping among them
  // (a server that does not answer held the start until its timeout) and the timer of a toast
  // already shown (the outage said at an offline start held it 5 s).
  scopeBind(audioFactoryAttached, { scope })(factory)
}
