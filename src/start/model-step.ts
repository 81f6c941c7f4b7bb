import type { Scope } from 'effector'
import { allSettled, fork, scopeBind } from 'effector'
import type { EarlyReply } from '../api/core/early-replies'
import { adoptEarlyReplies } from '../api/core/early-replies'
import { appStarted } from '../model/app/start'
import { homeStartLoadRequested } from '../model/home/home-sections'
import { shellAttached } from '../model/host/shell'
import { $languageCode } from '../model/preferences/language'
import { sessionCheckStarted } from '../model/session/session-check'
import { selectShell } from '../shell/select-shell'
import { yieldToBrowser } from './yield-to-browser'
// Persisted stores answer appStarted only if their module is evaluated by then: these two are
// otherwise first imported by lazy screens or by React's step (the player's and the keymap's
// come with the player and commands steps, which main.tsx runs before startModel).
import '../model/library/table-settings'
import type { ThemeName } from '../model/preferences/theme'
import { $themeName } from '../model/preferences/theme'

/**
 * Start-up: the host, then the stored state and the preset (appStarted). Called once the player
 * and commands steps have evaluated every model that restores something. `opensHome`: the page
 * opened is Home, whose rows are then requested at once.
 */
export async function startModel(opensHome: boolean): Promise<{ scope: Scope; language: string; theme: ThemeName }> {
  // What index.html already asked for (src/start/early-home.ts): the calls below take it.
  adoptEarlyReplies((window as { tonearmEarlyReplies?: Record<string, Promise<EarlyReply | null>> }).tonearmEarlyReplies)
  const scope = fork()
  const shell = await selectShell()
  if (shell.kind === 'desktop') await import('./desktop-step')
  await allSettled(shellAttached, { scope, params: shell })
  await yieldToBrowser()
  await allSettled(appStarted, { scope })
  // Not awaited: the ping travels while the next steps run; the router's guard waits for it.
  scopeBind(sessionCheckStarted, { scope })()
  // Home's rows travel beside it (render-as-you-fetch): the route's loader finds them under way.
  if (opensHome) scopeBind(homeStartLoadRequested, { scope })()
  return { scope, language: scope.getState($languageCode), theme: scope.getState($themeName) }
}
