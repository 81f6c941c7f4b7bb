import type { Scope } from 'effector'
import { allSettled } from 'effector'
import { createAudioElementOutput } from '../audio/audio-element'
import '../commands/playback/playback-commands'
import '../commands/queue/queue-commands'
import { audioFactoryAttached } from '../model/player/playback'
import '../model/player/window-title'

/**
 * Start-up step: the playback and queue commands with the player and queue models, evaluated
 * before the other commands so that neither step is one long task.
 */
export const playerReady = true

/** Hands the browser's audio output (src/audio) to the model, once the scope exists. */
export function attachAudioOutput(scope: Scope): Promise<unknown> {
  return allSettled(audioFactoryAttached, { scope, params: createAudioElementOutput })
}
