import { combine } from 'effector'
import { $shell } from '../host/shell'
import { $serverConfig } from '../session/server-config'

/**
 * Audio: ReplayGain is hidden on the Linux desktop app (its web view plays streams
 * without Web Audio gain).
 */
export const $replayGainShown = combine(
  $shell,
  $serverConfig,
  (shell, config) => !(shell.kind === 'desktop' && config.osType === 'Linux'),
)
