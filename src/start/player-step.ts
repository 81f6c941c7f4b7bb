import type { Scope } from 'effector'
import { allSettled } from 'effector'
import { createAudioElementOutput } from '../audio/audio-element'
import '../commands/playback/playback-commands'
import '../commands/queue/queue-commands'
import { audioFactoryAttached } from '../model/player/playback'
import '../model/player/window-title'
import { watchPageHiding } from './page-hiding'
import './player-wiring'
import '../model/queue-sync/server-queue'

/**
 * Start-up step: the playback and queue commands with the player and queue models, evaluated
 * before the other commands so that neither step is one long task.
 */
export const playerReady = true

/**
 * Hands the browser's audio output (src/audio) to the model once the scope exists, and tells it
 * when the page hides (the last save of the play queue), through that scope.
 */
export function attachAudioOutput(scope: Scope): Promise<unknown> {
  watchPageHiding(scope)
  return allSettled(audioFactoryAttached, { scope, params: createAudioElementOutput })
}
