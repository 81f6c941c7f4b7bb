import { attach, createEvent, createStore, sample, scopeBind } from 'effector'
import { probeServer } from '../../api/calls/ping'
import { normaliseServerUrl } from '../../api/core/connection'
import { passwordCredentials, tokenCredentials } from '../../api/core/credentials'
import { reachabilityAttachRequested } from '../connectivity/reachability'
import { trayAttachRequested } from '../host/desktop-window'
import { storageFailuresAttachRequested } from '../host/storage-failures'
import type { HostTask } from '../host/host-task'
import { hostTaskFx } from '../host/host-task'
import { $shell } from '../host/shell'
import { radiosPresetHidden } from '../layout/pages'
import { sidebarRestoreRequested } from '../layout/sidebar'
import { appStoreLoadRequested } from '../persistence/app-store'
import { persistedStoresLoadRequested } from '../persistence/persist-store'
import { parsePreset, presetHidesRadios } from '../session/preset'
import { osTypeDetected, presetAbsent, presetApplied } from '../session/server-config'
import { updateCheckRequested } from '../update/update-requests'

/** Fired once, before the first render: restores what was stored and applies the host preset. */
export const appStarted = createEvent()
/**
 * Fired once the app listens and the browser is next idle (src/start/model-step.ts): work that
 * must not compete with the start waits for this (the kept playlists read again, offline-mode.ts).
 */
export const appIdleAfterStart = createEvent()

const applyPresetFx = attach({
  source: $shell,
  effect: async (shell) => {
    const raw = shell.hostPreset()
    const preset = parsePreset(raw)
    if (preset === null) return { hideRadios: presetHidesRadios(raw), server: null }
    const url = normaliseServerUrl(preset.serverUrl)
    const credentials =
      preset.authType === 'token'
        ? await tokenCredentials(preset.username, preset.password)
        : passwordCredentials(preset.username, preset.password)
    const identity = await probeServer(url)
    const server = { url, credentials, protocolVersion: identity.protocolVersion, serverType: identity.serverType }
    return { hideRadios: preset.hideRadios, server: { server, hideServer: preset.hideServer } }
  },
})


const osDetectionRequested = createEvent()

export const $appReady = createStore(false).on(applyPresetFx.finally, () => true)

sample({
  clock: appStarted,
  target: [appStoreLoadRequested, persistedStoresLoadRequested, sidebarRestoreRequested, applyPresetFx, osDetectionRequested],
})
sample({ clock: appStarted, target: [trayAttachRequested, storageFailuresAttachRequested, reachabilityAttachRequested] })
/** The desktop app looks for an update once per launch (a no-op in a browser). */
sample({ clock: appStarted, target: updateCheckRequested })
sample({ clock: applyPresetFx.doneData, fn: (result) => result.hideRadios, target: radiosPresetHidden })
sample({
  clock: applyPresetFx.doneData,
  filter: (result) => result.server !== null,
  fn: (result) => result.server!,
  target: presetApplied,
})
sample({ clock: applyPresetFx.doneData, filter: (result) => result.server === null, target: presetAbsent })
sample({
  clock: osDetectionRequested,
  fn: (): HostTask => ({
    run: async (shell) => {
      const detected = scopeBind(osTypeDetected, { safe: true })
      detected(await shell.osType())
    },
  }),
  target: hostTaskFx,
})
