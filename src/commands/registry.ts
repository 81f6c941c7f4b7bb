import { combine, createEvent, sample } from 'effector'
import { openAbout } from './app/open-about'
import { openPalette } from './app/open-palette'
import { openServerStatus } from './app/open-server-status'
import { openSettings } from './app/open-settings'
import { openShortcuts } from './app/open-shortcuts'
import { toggleInfoPanel } from './app/toggle-info-panel'
import { toggleSidebar } from './app/toggle-sidebar'
import { changeLanguage } from './appearance/change-language'
import { changeTheme } from './appearance/change-theme'
import type { Command } from './command'
import { pageCommands } from './pages/go-to-page'
import { logOut } from './session/log-out'

/**
 * Every command of the app, in palette order. Reading this list tells what Tonearm can do;
 * adding a feature is adding a file under src/commands and a line here.
 */
export const COMMANDS: readonly Command[] = [
  ...pageCommands,
  openPalette,
  toggleSidebar,
  toggleInfoPanel,
  openShortcuts,
  openSettings,
  changeTheme,
  changeLanguage,
  openServerStatus,
  openAbout,
  logOut,
]

const byId = new Map(COMMANDS.map((command) => [command.id, command]))

export function findCommand(id: string): Command | undefined {
  return byId.get(id)
}

/** The one way to run a command: palette, keyboard, buttons and menus all fire this. */
export const commandRequested = createEvent<string>()

for (const command of COMMANDS) {
  sample({
    clock: commandRequested,
    source: command.enabled,
    filter: (enabled, id) => enabled && id === command.id,
    fn: () => undefined,
    target: command.run,
  })
}

/** Ids of the commands that can run now. */
export const $enabledCommandIds = combine(
  COMMANDS.map((command) => command.enabled),
  (flags) => new Set(COMMANDS.filter((_, index) => flags[index]).map((command) => command.id)),
)
