import type { Scope } from 'effector'
import { allSettled, fork, scopeBind } from 'effector'
import { appStarted } from '../model/app/start'
import { shellAttached } from '../model/host/shell'
import { $languageCode } from '../model/preferences/language'
import { sessionCheckStarted } from '../model/session/session-check'
import { selectShell } from '../shell/select-shell'
import { yieldToBrowser } from './yield-to-browser'

/** Start-up step 1: the host, then the stored state and the preset. */
export async function startModel(): Promise<{ scope: Scope; language: string }> {
  const scope = fork()
  await allSettled(shellAttached, { scope, params: await selectShell() })
  await yieldToBrowser()
  await allSettled(appStarted, { scope })
  // Not awaited: the ping travels while the next steps run; the router's guard waits for it.
  scopeBind(sessionCheckStarted, { scope })()
  return { scope, language: scope.getState($languageCode) }
}
