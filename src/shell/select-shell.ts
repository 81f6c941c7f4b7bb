import { createBrowserShell } from './browser/browser-shell'
import { blockReloadKeys } from './reload-keys'
import type { Shell } from './shell'

/** True in the desktop app: the runtime served neutralino.js with its NL_* globals. */
export function isNeutralinoHost(win: Window): boolean {
  const globals = win as Window & { NL_PORT?: unknown; NL_OS?: unknown }
  return globals.NL_PORT !== undefined && typeof globals.NL_OS === 'string'
}

/**
 * Chosen once at start-up. The Neutralino shell (and @neutralinojs/lib) is a separate chunk the
 * web build never fetches. A host whose reload policy is 'blocked' gets the reload keys blocked
 * here, before anything renders.
 */
export async function selectShell(win: Window = window): Promise<Shell> {
  const shell = isNeutralinoHost(win)
    ? await import('./neutralino/load-neutralino-shell').then((module) => module.loadNeutralinoShell())
    : createBrowserShell(win)
  if (shell.reloadPolicy === 'blocked') blockReloadKeys(win)
  return shell
}
