import type * as Neutralino from '@neutralinojs/lib'

/**
 * The part of `@neutralinojs/lib` Tonearm calls, typed from the library itself so a fake can't
 * drift from the real signatures. Native methods each call needs (the config's nativeAllowList):
 * - os.open, os.getPath, window.setTitle, filesystem.getStats / createDirectory / readDirectory /
 *   writeBinaryFile / appendBinaryFile (an update archive, in slices) / readBinaryFile / move / remove: themselves (settings live
 *   in files in the data folder: data-folder-storage.ts).
 * - storage.getKeys / getData: read once, to move what an older version kept in `.storage/`;
 *   storage.getData / setData: the update's health flag (about this copy of the app, not a user).
 * - os.setTray, window.show / hide / isVisible / focus, app.exit: the tray and its menu, and the
 *   window's close button (`windowClose` event: hide to the tray, or exit); window.setMainMenu:
 *   the window's menu with Quit (`mainMenuItemClicked`), reachable where the desktop has no tray.
 * - filesystem.setPermissions: the data folder's files readable by their owner only.
 * - os.showNotification: the song-change notification (a setting, off by default).
 * - app.restartProcess: os.execCommand and app.exit (the library relaunches NL_ARGS, then exits).
 * - os.execCommand: also song downloads (`curl --config -`, its options on standard input): the
 *   webview's fetch can't read a server that sends no CORS headers (neutralino-download.ts).
 * - server.mount: the kept-songs folder served on the page's own origin for this launch, where
 *   the Service Worker reads kept songs (kept-songs-folder.ts).
 * - events.on: none (the library listens in the webview).
 * The library's `updater` is not used: it trusts any manifest and archive (neutralino-updater.ts).
 */
export interface NeutralinoApi {
  readonly os: Pick<typeof Neutralino.os, 'open' | 'getPath' | 'setTray' | 'showNotification' | 'execCommand'>
  readonly filesystem: Pick<typeof Neutralino.filesystem, 'setPermissions' | 'getStats' | 'createDirectory' | 'readDirectory' | 'writeBinaryFile' | 'appendBinaryFile' | 'readBinaryFile' | 'move' | 'remove'>
  readonly storage: Pick<typeof Neutralino.storage, 'getKeys' | 'getData' | 'setData' | 'removeData'>
  readonly app: Pick<typeof Neutralino.app, 'restartProcess' | 'exit'>
  readonly window: Pick<typeof Neutralino.window, 'setTitle' | 'show' | 'hide' | 'isVisible' | 'focus' | 'setMainMenu' | 'getSize' | 'setSize' | 'setAlwaysOnTop'>
  readonly events: Pick<typeof Neutralino.events, 'on'>
  readonly server: Pick<typeof Neutralino.server, 'mount'>
}

/** The NL_* globals the runtime injects with `neutralino.js` (NL_UPDATE_* from the config's globalVariables). */
export interface NeutralinoGlobals {
  readonly NL_OS?: string
  /** window, browser, cloud or chrome: the tray and window calls exist in window mode only. */
  readonly NL_MODE?: string
  readonly NL_APPVERSION?: string
  readonly NL_APPID?: string
  readonly NL_UPDATE_MANIFEST_URL?: string
  /** The release key's public half: base64 of its 32 raw Ed25519 bytes (globalVariables.UPDATE_PUBLIC_KEY). */
  readonly NL_UPDATE_PUBLIC_KEY?: string
}

/** The rejection value of every native call: `{ code, message }` (lib type `Neutralino.Error`). */
export interface NeutralinoError {
  readonly code: string
  readonly message: string
}

export function isNeutralinoError(value: unknown, code?: string): value is NeutralinoError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'string' &&
    (code === undefined || (value as { code: string }).code === code)
  )
}

/** Whether a file or folder is there (`getStats`; only "no such path" means no, any other failure is thrown). */
export async function pathExists(api: Pick<NeutralinoApi, 'filesystem'>, path: string): Promise<boolean> {
  try {
    await api.filesystem.getStats(path)
    return true
  } catch (error) {
    if (isNeutralinoError(error, 'NE_FS_NOPATHE')) return false
    throw error
  }
}
