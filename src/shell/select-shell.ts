import { createBrowserShell } from './browser/browser-shell'
import type { Shell } from './shell'

/** Chosen once at start-up. The desktop shell arrives with the Neutralino build (issue 8). */
export async function selectShell(): Promise<Shell> {
  return createBrowserShell()
}
