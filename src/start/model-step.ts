import type { Scope } from 'effector'
import { allSettled, fork, scopeBind } from 'effector'
// The models every start needs, in the order they build on each other: the api's calls and
// codecs, the host and the server's configuration, persistence, the queue and the player.
import '../api/calls/album-list'
import '../api/calls/ping'
import '../api/calls/play-queue'
import '../model/host/shell'
import '../model/session/server-config'
import '../model/layout/pages'
import '../model/persistence/app-store'
import '../model/persistence/persist-store'
import '../model/timing/settled'
import '../model/host/host-task'
import '../model/queue/queue'
import '../model/player/player-persistence'
import '../model/player/progress'
import '../model/player/scrobble'
import '../model/player/scrobble-backlog'
// Writes kept while the server could not be reached: restored with the stored state; their
// sender loads when there is something to send to a server that answers.
import '../model/pending-writes/pending-writes'
import '../model/session/server-extensions'
import '../model/player/playback'
import '../model/queue-sync/server-queue'
// A saved server forgotten takes what was kept offline for it along (the kept model itself loads later).
import '../model/offline/forget-server'
// Whether the stored account keeps something offline: the route guard opens at once for it (persisted).
import '../model/offline/keeps-offline'
// Persisted stores answer appStarted only if their module is evaluated by then: this one is
// otherwise first imported by lazy screens.
import '../model/library/table-settings'
import type { EarlyReply } from '../api/core/early-replies'
import { adoptEarlyReplies } from '../api/core/early-replies'
import { appIdleAfterStart, appStarted } from '../model/app/start'
import { homeStartLoadRequested } from '../model/home/home-sections'
import { shellAttached } from '../model/host/shell'
import { $languageCode } from '../model/preferences/language'
import type { ThemeName } from '../model/preferences/theme'
import { $themeName } from '../model/preferences/theme'
import { sessionCheckStarted } from '../model/session/session-check'
import { whenIdle } from '../model/timing/when-idle'
import { selectShell } from '../shell/select-shell'
import { startMediaWorker } from './media-worker-step'
import { yieldToBrowser } from './yield-to-browser'

export { attachAudioOutput } from './player-step'

/**
 * Start-up: the host, then the stored state and the preset (appStarted). Called once the model
 * and commands steps have evaluated every model that restores something. `opensHome`: the page
 * opened is Home, whose rows are then requested at once.
 */
export async function startModel(opensHome: boolean): Promise<{ scope: Scope; language: string; theme: ThemeName }> {
  // What index.html already asked for (src/start/early-home.ts): the calls below take it.
  adoptEarlyReplies((window as { tonearmEarlyReplies?: Record<string, Promise<EarlyReply | null>> }).tonearmEarlyReplies)
  const scope = fork()
  // Covers and streams through the Service Worker (docs/service-worker.md): how they are addressed
  // is settled before the stored queue and the session can ask for one.
  startMediaWorker(scope)
  const shell = await selectShell()
  if (shell.kind === 'desktop') await import('./desktop-step')
  await allSettled(shellAttached, { scope, params: shell })
  await yieldToBrowser()
  await allSettled(appStarted, { scope })
  // Not awaited: the ping travels while the next steps run; the router's guard waits for it.
  scopeBind(sessionCheckStarted, { scope })()
  // Home's rows travel beside it (render-as-you-fetch): the first navigation's request finds them under way.
  if (opensHome) scopeBind(homeStartLoadRequested, { scope })()
  return { scope, language: scope.getState($languageCode), theme: scope.getState($themeName) }
}

/** How long after the app listens the work that waits for the start goes at the latest, idle or not. */
const AFTER_START_IDLE_MS = 2000

/**
 * Called once the app listens: at the browser's next idle moment, the work that must not compete
 * with the start goes (appIdleAfterStart: the kept playlists read again, docs/offline.md).
 */
export function afterListening(scope: Scope): void {
  void whenIdle(AFTER_START_IDLE_MS).then(() => scopeBind(appIdleAfterStart, { scope, safe: true })())
}
