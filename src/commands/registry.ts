import { combine, createEvent, createStore, sample } from 'effector'
import { changeLanguage } from './app/change-language'
import { changeTheme } from './app/change-theme'
import { checkForUpdates } from './app/check-for-updates'
import { logOut } from './app/log-out'
import { openAbout } from './app/open-about'
import { openServerStatus } from './app/open-server-status'
import { openSettings } from './app/open-settings'
import { quickScan } from './app/quick-scan'
import { resetSettings } from './app/reset-settings'
import { copyServerLink } from './app/copy-server-link'
import { quit } from './app/quit'
import { toggleWindow } from './app/toggle-window'
import { toggleCloseToTray } from './app/toggle-close-to-tray'
import { toggleSongNotifications } from './app/toggle-song-notifications'
import { serverCommands } from './app/servers'
import { trayItemClicked } from '../model/host/desktop-window'
import type { HostTask } from '../model/host/host-task'
import { hostTaskFx } from '../model/host/host-task'
import type { Command } from './command'
import { addToQueue } from './library/add-to-queue'
import { playArtistRadio, shuffleArtistRadio } from './library/artist-radio'
import { openAlbum, playAlbum, shuffleAlbum } from './library/album-commands'
import { downloadSongs } from './library/download-songs'
import { goToAlbum, goToArtist } from './library/go-to'
import { goToSearch } from './library/go-to-search'
import { folderCommands } from './library/folders'
import { playNext } from './library/play-next'
import { playSongs } from './library/play-songs'
import { instantMix } from './library/instant-mix'
import { artistMix } from './library/artist-mix'
import { openArtist, searchFor } from './library/open-artist'
import { playFrom, playSong } from './library/play-from'
import { retryList, retryPage } from './library/retry-list'
import { moreAlbums } from './library/more-albums'
import { rateSongsCommands } from './library/rate-songs'
import { rateAlbumsCommands } from './library/rate-albums'
import { ratingFilterCommands } from './library/rating-filter'
import { songInfo } from './library/song-info'
import { playFromRow, selectAllRows } from './library/table-keys'
import { toggleAlbumLike } from './library/toggle-album-like'
import { toggleLike } from './library/toggle-like'
import { pageCommands } from './pages/go-to-page'
import { instantMixFromCurrent } from './playback/mix-current-song'
import { audioEffectCommands } from './playback/audio-effects'
import { streamingQualityCommands } from './playback/streaming-quality'
import { sleepTimerCommands } from './playback/sleep-timer'
import { playbackSpeedCommands } from './playback/playback-speed'
import { bookmarkCommands } from './playback/bookmarks'
import { toggleMiniPlayer } from './playback/mini-player'
import { playbackCommands } from './playback/playback-commands'
import { rateCurrentSong } from './playback/rate-current-song'
import { playlistCommands } from './playlists/playlist-commands'
import { queueCommands } from './queue/queue-commands'
import { shuffleAll } from './queue/shuffle-all'
import { dismissServerQueue, resumeServerQueue } from './queue/resume-server-queue'
import { radioCommands } from './radios/radio-commands'
import { offlineCommands } from './offline/offline-commands'
import { openPalette } from './view/open-palette'
import { openShortcuts } from './view/open-shortcuts'
import { toggleInfoPanel } from './view/toggle-info-panel'
import { toggleSidebar } from './view/toggle-sidebar'

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
  toggleAlbumLike,
  ...rateSongsCommands,
  ...rateAlbumsCommands,
  ...ratingFilterCommands,
  instantMix,
  rateCurrentSong,
  instantMixFromCurrent,
  shuffleAll,
  playFromRow,
  selectAllRows,
  playArtistRadio,
  shuffleArtistRadio,
  artistMix,
  playFrom,
  playSong,
  openArtist,
  searchFor,
  retryList,
  retryPage,
  moreAlbums,
  ...folderCommands,
] as const

/**
 * Every command of the app, in palette order. Reading this list tells what Tonearm can do;
 * adding a feature is adding a file under src/commands and a line here.
 */
const ALL = [
  ...pageCommands,
  ...playbackCommands,
  ...audioEffectCommands,
  ...streamingQualityCommands,
  ...sleepTimerCommands,
  ...playbackSpeedCommands,
  ...bookmarkCommands,
  toggleMiniPlayer,
  ...queueCommands,
  resumeServerQueue,
  dismissServerQueue,
  openPalette,
  toggleSidebar,
  toggleInfoPanel,
  openShortcuts,
  openSettings,
  changeTheme,
  changeLanguage,
  openServerStatus,
  quickScan,
  openAbout,
  resetSettings,
  copyServerLink,
  checkForUpdates,
  toggleWindow,
  quit,
  toggleCloseToTray,
  toggleSongNotifications,
  ...serverCommands,
  logOut,
  ...libraryCommands,
  ...playlistCommands,
  ...radioCommands,
  ...offlineCommands,
] as const

type AnyCommand = (typeof ALL)[number]
/** The id of a registered command: an unknown id is a compile error. */
export type CommandId = AnyCommand['id']
/** What command `Id` acts on (`void` for commands without a payload). */
export type PayloadOf<Id extends CommandId> = Extract<AnyCommand, { readonly id: Id }> extends Command<Id, infer Payload> ? Payload : never
/** A request to run a command; without a payload the command takes it from context. */
export type CommandRequest = { [Id in CommandId]: { readonly id: Id; readonly payload?: PayloadOf<Id> } }[CommandId]

export const COMMANDS: readonly Command<CommandId>[] = ALL as unknown as readonly Command<CommandId>[]

const byId = new Map<string, Command<CommandId>>(COMMANDS.map((command) => [command.id, command]))

export function findCommand(id: string): Command<CommandId> | undefined {
  return byId.get(id)
}

export function isCommandId(id: string): id is CommandId {
  return byId.has(id)
}

/**
 * Ids of earlier versions, renamed when folder, id prefix and category became one: stored
 * keybindings and recent commands under an old id are read under the new one.
 */
export const RENAMED_COMMAND_IDS: Readonly<Record<string, CommandId>> = {
  'app.openPalette': 'view.openPalette',
  'app.toggleSidebar': 'view.toggleSidebar',
  'app.toggleInfoPanel': 'view.toggleInfoPanel',
  'app.openShortcuts': 'view.openShortcuts',
  'appearance.changeTheme': 'app.changeTheme',
  'appearance.changeLanguage': 'app.changeLanguage',
  'session.logOut': 'app.logOut',
}

/** A request to run `id` from its context (the keyboard, the palette). */
export function fromContext(id: CommandId): CommandRequest {
  return { id } as CommandRequest
}

/** Stands in for the context of commands that have none: always resolved. */
const $alwaysResolved = createStore<unknown>(true)

/** The one way to run a command: palette, keyboard, buttons and menus all fire this. */
export const commandRequested = createEvent<CommandRequest>()

/** The desktop tray's menu items are commands: a click runs the item's command from context. */
sample({ clock: trayItemClicked, filter: isCommandId, fn: fromContext, target: commandRequested })

/**
 * What every command can run with now, in COMMANDS order: its `enabled` flag and its resolved
 * context (true for commands without one). One store for all commands: a store per command costs
 * the heap ≈ 5 KB each (issue 13's heap budget), and a command is looked up by index.
 */
const $commandStates = combine(
  combine(COMMANDS.map((command) => command.enabled)),
  combine(COMMANDS.map((command) => command.context ?? $alwaysResolved)),
  (enabled, contexts) => ({ enabled, contexts }),
)
const indexById = new Map<string, number>(COMMANDS.map((command, index) => [command.id, index]))

/** A request that may run: its command enabled, its payload passed or resolved from context. */
const commandAccepted = sample({
  clock: commandRequested,
  source: $commandStates,
  filter: ({ enabled, contexts }, request) => {
    const index = indexById.get(request.id)
    if (index === undefined || !enabled[index]) return false
    const command = COMMANDS[index]!
    // A payload-only command runs when its caller passed a payload, even `undefined` for one that
    // takes none (a route's loading); a key, the palette and the tray (`fromContext`) pass none.
    return request.payload !== undefined || contexts[index] !== null || (command.payloadOnly && 'payload' in request)
  },
  fn: ({ contexts }, request) => {
    const index = indexById.get(request.id)!
    const payload = request.payload !== undefined ? request.payload : COMMANDS[index]!.context ? contexts[index] : undefined
    return { id: request.id, payload }
  },
})

/**
 * The accepted command fires its model event, in the request's scope: one node for every command
 * (the shared host task's effect, whose handler fires it at once), not a `sample` per command
 * (≈ 0.8 KB of heap each for the page's life, issue 13).
 */
sample({
  clock: commandAccepted,
  fn: ({ id, payload }): HostTask => {
    const command = COMMANDS[indexById.get(id)!]!
    const target = command.target
    const adapted = command.adapt ? command.adapt(payload) : payload
    return { run: () => target(adapted), what: `Command ${id} failed:`, level: 'error' }
  },
  target: hostTaskFx,
})

/**
 * Which commands can run now without a payload, as one flag per command: a string, so that a
 * context moving from one row to another (still resolved) changes nothing downstream.
 */
const $enabledFlags = $commandStates.map(({ enabled, contexts }) => enabled.map((on, index) => (on && contexts[index] !== null ? '1' : '0')).join(''))

/** Ids of the commands that can run now without a payload (the palette, the keyboard). */
export const $enabledCommandIds = $enabledFlags.map((flags) => new Set<CommandId>(COMMANDS.filter((_, index) => flags[index] === '1').map((command) => command.id)))
