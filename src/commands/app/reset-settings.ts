import { createEvent, sample } from 'effector'
import { audioSettingsReset } from '../../model/player/audio-settings'
import { $isSignedIn } from '../../model/session/signed-in'
import { toastShown } from '../../model/toasts/toasts'
import { defineCommand } from '../command'

const reset = createEvent()
sample({ clock: reset, target: audioSettingsReset })
sample({ clock: reset, fn: () => ({ tone: 'success' as const, message: 'settings.reset.done' }), target: toastShown })

/** Reset settings: fullscreen, synced lyrics and ReplayGain back to their defaults. */
export const resetSettings = defineCommand({
  id: 'app.resetSettings',
  enabled: $isSignedIn,
  target: reset,
})
