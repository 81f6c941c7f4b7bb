import { pausedElementsStartLate } from '../media-engine'
import type { OsType, Shell } from '../shell'
import type { WorkerRegistrations } from '../browser/media-worker'
import { unregisterWorkers } from '../browser/media-worker'
import { isWebAddress } from '../web-address'
import { webCryptoVault } from '../vault/credential-vault'
import { storedVaultKey } from '../vault/stored-vault-key'
import type { NeutralinoApi, NeutralinoGlobals } from './neutralino-api'
import { downloadToDownloads } from './neutralino-download'
import { jsonDocuments } from '../json-documents'
import { openKeptSongs } from './kept-songs-folder'
import { dataFolderBackend, openDataFolder } from './data-folder-storage'
import type { SingleInstanceTiming } from './single-instance'
import { claimSingleInstance } from './single-instance'
import { preloadStorage, storageCookies } from './neutralino-storage'
import type { UpdaterTimeouts } from './neutralino-updater'
import { createNeutralinoUpdater } from './neutralino-updater'
import { createNeutralinoWindow } from './neutralino-window'
import { settleUpdateHealth } from './update-install'

const OS_TYPES: readonly OsType[] = ['Linux', 'Windows', 'Darwin', 'FreeBSD']

export function osTypeOf(nlOs: string | undefined): OsType {
  return OS_TYPES.find((os) => os === nlOs) ?? 'Unknown'
}

export interface NeutralinoHost {
  readonly api: NeutralinoApi
  readonly globals: NeutralinoGlobals & { readonly NL_PATH?: string; readonly NL_PID?: string | number; readonly TONEARM_PRESET?: Record<string, unknown> }
  readonly fetch: typeof fetch
  readonly updateTimeouts?: UpdaterTimeouts
  readonly instanceTiming?: SingleInstanceTiming
  /** The app's base path (`/`), where its media addresses start. */
  readonly base?: string
  /** The page's Service Worker registrations, dropped at quit (the next launch has another origin). */
  readonly workers?: WorkerRegistrations
}

/**
 * The desktop host (Neutralino): storage preloaded from the user's data folder before the model
 * starts; the window, opened hidden, shown once this launch runs. A start that rolls back a broken update relaunches the app and never resolves; so does
 * a second window of the same data folder, which shows the running one and exits
 * (single-instance.ts).
 */
export async function createNeutralinoShell(host: NeutralinoHost): Promise<Shell> {
  const { api, globals } = host
  const os = osTypeOf(globals.NL_OS)
  if (globals.NL_MODE === 'window') {
    const claim = await claimSingleInstance(api, await openDataFolder(api), String(globals.NL_PID ?? ''), host.instanceTiming)
    if (claim.kind === 'handed-over') {
      await api.app.exit(0)
      return new Promise<Shell>(() => undefined)
    }
  }
  const health = await settleUpdateHealth(api, globals.NL_PATH)
  if (health.kind === 'restarting') return new Promise<Shell>(() => undefined)
  // The window opens hidden (neutralino.config.json), so nothing shows the bare window and web
  // view (white) before the page has its dark frame: shown here, once this launch is the one that
  // runs. A second launch or a rollback's relaunch never flashes a window.
  if (globals.NL_MODE === 'window') await api.window.show()
  // Kept songs: a folder of the data folder, served on this launch's origin (kept-songs-folder.ts).
  // Without it (a runtime that refuses the mount) the app starts, offline listening is not offered.
  // After the settings' preload, which creates the data folder on a first start.
  const storage = await preloadStorage(dataFolderBackend(api))
  const offlineSongs = await openDataFolder(api)
    .then((folder) => openKeptSongs(api, folder, { base: host.base }))
    .catch((error: unknown) => {
      console.error('The kept-songs folder could not be opened; offline listening is not available', error)
      return null
    })
  const updater = createNeutralinoUpdater(api, host.fetch, globals, health, host.updateTimeouts)
  // Without an updater nothing would confirm: this start is the healthy one.
  if (updater === null) await health.confirm()
  return {
    kind: 'desktop',
    isApple: os === 'Darwin',
    isMobileBrowser: () => false,
    // The web view's engine: WebKitGTK on Linux, WebView2 (Chromium) on Windows, WKWebView on a Mac.
    pausedMediaStartsLate: pausedElementsStartLate(),
    osType: async () => os,
    storage,
    documents: jsonDocuments(storage),
    cookies: storageCookies(storage),
    onStorageWriteFailed: storage.onWriteFailed,
    vault: webCryptoVault(() => storedVaultKey(storage)),
    hostPreset: () => globals.TONEARM_PRESET,
    reloadPolicy: 'blocked',
    restart: async () => {
      await storage.flushed()
      globalThis.location.reload()
    },
    openExternal: async (url) => {
      if (!isWebAddress(url)) throw new Error(`Not a web address: ${url}`)
      await api.os.open(url)
    },
    setWindowTitle: (title) => api.window.setTitle(title),
    downloadFile: async (url, fileName) => {
      await downloadToDownloads(api, url, fileName)
    },
    updater,
    offlineSongs,
    notifications: {
      requestPermission: async () => true,
      show: (title, body) => api.os.showNotification(title, body),
    },
    desktopWindow: createNeutralinoWindow(api, globals, () => unregisterWorkers(host.workers)),
  }
}
