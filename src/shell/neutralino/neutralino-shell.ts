import type { OsType, Shell } from '../shell'
import type { NeutralinoApi, NeutralinoGlobals } from './neutralino-api'
import { downloadToDownloads } from './neutralino-download'
import { jsonDocuments } from '../json-documents'
import { preloadNeutralinoStorage, storageCookies } from './neutralino-storage'
import { createNeutralinoUpdater } from './neutralino-updater'

const OS_TYPES: readonly OsType[] = ['Linux', 'Windows', 'Darwin', 'FreeBSD']

export function osTypeOf(nlOs: string | undefined): OsType {
  return OS_TYPES.find((os) => os === nlOs) ?? 'Unknown'
}

/** Only web addresses leave the app: a link from a server never opens a local file or program. */
function isWebAddress(url: string): boolean {
  try {
    const { protocol } = new URL(url)
    return protocol === 'http:' || protocol === 'https:'
  } catch {
    return false
  }
}

export interface NeutralinoHost {
  readonly api: NeutralinoApi
  readonly globals: NeutralinoGlobals & { readonly NL_PATH?: string; readonly TONEARM_PRESET?: Record<string, unknown> }
  readonly fetch: typeof fetch
}

/** The desktop host (Neutralino): storage preloaded from Neutralino.storage before the model starts. */
export async function createNeutralinoShell(host: NeutralinoHost): Promise<Shell> {
  const { api, globals } = host
  const os = osTypeOf(globals.NL_OS)
  const storage = await preloadNeutralinoStorage(api)
  return {
    kind: 'desktop',
    isApple: os === 'Darwin',
    isMobileBrowser: () => false,
    osType: async () => os,
    storage,
    documents: jsonDocuments(storage),
    cookies: storageCookies(storage),
    hostPreset: () => globals.TONEARM_PRESET,
    reloadPolicy: 'blocked',
    openExternal: async (url) => {
      if (!isWebAddress(url)) throw new Error(`Not a web address: ${url}`)
      await api.os.open(url)
    },
    setWindowTitle: (title) => api.window.setTitle(title),
    downloadFile: async (url, fileName) => {
      await downloadToDownloads(api, host.fetch, url, fileName)
    },
    updater: createNeutralinoUpdater(api, host.fetch, globals),
  }
}
