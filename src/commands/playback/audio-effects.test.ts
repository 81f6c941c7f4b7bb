import { allSettled, createWatch } from 'effector'
import { describe, expect, it } from 'vitest'
import { $audioEffects, EQUALIZER_PRESETS } from '../../model/player/audio-effects'
import type { Toast } from '../../model/toasts/toasts'
import { toastShown } from '../../model/toasts/toasts'
import { osTypeDetected } from '../../model/session/server-config'
import { createMemoryShell } from '../../shell/memory-shell'
import { forkWithShell, signIn } from '../../testing/scope'
import { settleWithFakeTimers } from '../../testing/settle'
import { commandRequested, findCommand } from '../registry'

async function signedIn() {
  const { scope } = forkWithShell()
  await signIn(scope)
  const toasts: Omit<Toast, 'id'>[] = []
  createWatch({ unit: toastShown, scope, fn: (toast) => toasts.push(toast) })
  return { scope, toasts }
}

describe('crossfade and equaliser commands', () => {
  it('have keys: C F, E Q, E P', () => {
    expect(findCommand('playback.effects.toggleCrossfade')?.keys).toEqual([{ key: 'C F' }])
    expect(findCommand('playback.effects.toggleEqualizer')?.keys).toEqual([{ key: 'E Q' }])
    expect(findCommand('playback.effects.chooseEqualizerPreset')?.keys).toEqual([{ key: 'E P' }])
  })

  it('toggle crossfade and the equaliser, and say what they did', async () => {
    const { scope, toasts } = await signedIn()
    await settleWithFakeTimers(() => allSettled(commandRequested, { scope, params: { id: 'playback.effects.toggleCrossfade' } }))
    expect(scope.getState($audioEffects).crossfade.enabled).toBe(true)
    expect(toasts.at(-1)).toMatchObject({ message: 'audioEffects.crossfadeOn', values: { seconds: 5 } })
    await settleWithFakeTimers(() => allSettled(commandRequested, { scope, params: { id: 'playback.effects.toggleEqualizer' } }))
    expect(scope.getState($audioEffects).equalizer.enabled).toBe(true)
    expect(toasts.at(-1)).toMatchObject({ message: 'audioEffects.equalizerOn' })
  })

  it('choose the preset a button passes, or from a key the next one', async () => {
    const { scope, toasts } = await signedIn()
    await settleWithFakeTimers(() => allSettled(commandRequested, { scope, params: { id: 'playback.effects.chooseEqualizerPreset', payload: { preset: 'vocal' } } }))
    expect(scope.getState($audioEffects).equalizer).toMatchObject({ enabled: true, preset: 'vocal', bands: EQUALIZER_PRESETS.vocal })
    await settleWithFakeTimers(() => allSettled(commandRequested, { scope, params: { id: 'playback.effects.chooseEqualizerPreset' } }))
    expect(scope.getState($audioEffects).equalizer.preset).toBe('loudness')
    expect(toasts.at(-1)).toMatchObject({ message: 'audioEffects.presets.loudness' })
  })
})

describe('crossfade and equaliser commands on the Linux desktop app', () => {
  it('work there as in a browser (its WebKitGTK plays the effects)', async () => {
    const { scope } = forkWithShell({ shell: createMemoryShell({ kind: 'desktop' }) })
    await signIn(scope)
    await allSettled(osTypeDetected, { scope, params: 'Linux' })
    expect(scope.getState(findCommand('playback.effects.toggleCrossfade')!.enabled)).toBe(true)
    await settleWithFakeTimers(() => allSettled(commandRequested, { scope, params: { id: 'playback.effects.toggleCrossfade' } }))
    await settleWithFakeTimers(() => allSettled(commandRequested, { scope, params: { id: 'playback.effects.toggleEqualizer' } }))
    expect(scope.getState($audioEffects)).toMatchObject({ crossfade: { enabled: true }, equalizer: { enabled: true } })
  })
})
