import { combine, createEvent, sample } from 'effector'
import { checkForUpdates } from './app/check-for-updates'
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
import { addToQueue } from './library/add-to-queue'
import { openAlbum, playAlbum, shuffleAlbum } from './library/album-commands'
import { downloadSongs } from './library/download-songs'
import { goToAlbum, goToArtist } from './library/go-to'
import { goToSearch } from './library/go-to-search'
import { playNext } from './library/play-next'
import { playSongs } from './library/play-songs'
import { mixCommands } from './library/mix-commands'
import { rateCurrentSongCommands, rateSongsCommands } from './library/rate-songs'
import { songInfo } from './library/song-info'
import { toggleLike } from './library/toggle-like'
import { pageCommands } from './pages/go-to-page'
import { playbackCommands } from './playback/playback-commands'
import { queueCommands } from './queue/queue-commands'
import { playlistCommands } from './playlists/playlist-commands'
import { radioCommands } from './radios/radio-commands'
import { logOut } from './session/log-out'

const libraryCommands = [
  goToSearch,
  playSongs,
  playNext,
  addToQueue,
  toggleLike,
  downloadSongs,
  songInfo,
  goToAlbum,
  goToArtist,
  playAlbum,
  shuffleAlbum,
  openAlbum,
  ...rateSongsCommands,
  ...rateCurrentSongCommands,
  ...mixCommands,
]

/**
 * Every command of the app, in palette order. Reading this list tells what Tonearm can do;
 * adding a feature is adding a file under src/commands and a line here.
 */
export const COMMANDS: readonly Command[] = [
  ...pageCommands,
  ...playbackCommands,
  ...queueCommands,
  openPalette,
  toggleSidebar,
  toggleInfoPanel,
  openShortcuts,
  openSettings,
  changeTheme,
  changeLanguage,
  openServerStatus,
  openAbout,
  checkForUpdates,
  logOut,
  ...libraryCommands,
  ...playlistCommands,
  ...radioCommands,
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
