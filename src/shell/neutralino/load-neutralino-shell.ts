import * as Neutralino from '@neutralinojs/lib'
import type { Shell } from '../shell'
import type { NeutralinoGlobals } from './neutralino-api'
import { createNeutralinoShell } from './neutralino-shell'

/**
 * Loaded only in the desktop app (select-shell imports it lazily): connects the client library
 * to the runtime with the NL_* globals the runtime served in neutralino.js, then builds the shell.
 */
export async function loadNeutralinoShell(win: Window & NeutralinoGlobals = window): Promise<Shell> {
  Neutralino.init()
  return createNeutralinoShell({ api: Neutralino, globals: win, fetch: (input, init) => win.fetch(input, init), base: import.meta.env.BASE_URL, workers: win.navigator.serviceWorker })
}
