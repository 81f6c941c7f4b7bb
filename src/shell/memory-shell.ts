import type { DocumentStorage, HostPreset, Shell, Updater } from './shell'
import { StorageFullError } from './shell'
import type { CredentialVault } from './vault/credential-vault'
import { generateVaultKey, webCryptoVault } from './vault/credential-vault'

export type InMemoryShell = Shell & {
  readonly data: Map<string, string>
  readonly documentData: Map<string, unknown>
  /** Set to make every document write fail as a full disk does. */
  documentsFull: boolean
  readonly cookieData: Map<string, string>
  readonly opened: string[]
  readonly downloads: { url: string; fileName: string }[]
  readonly notified: { title: string; body: string }[]
  /** What a permission request answers (the user's choice in a browser). */
  notificationsAllowed: boolean
  /** How many times the app asked to start afresh. */
  restarts: number
}

/** An in-memory Shell for tests and for hosts without storage. */
export function createMemoryShell(
  options: {
    preset?: HostPreset
    isApple?: boolean
    storage?: Map<string, string>
    documents?: Map<string, unknown>
    kind?: Shell['kind']
    updater?: Updater | null
    /** The same vault as another shell's: a reload on the same device (a new one: another device). */
    vault?: CredentialVault
  } = {},
): InMemoryShell {
  const data = options.storage ?? new Map<string, string>()
  const documentData = options.documents ?? new Map<string, unknown>()
  const cookieData = new Map<string, string>()
  const opened: string[] = []
  const downloads: { url: string; fileName: string }[] = []
  const shell: InMemoryShell = {
    kind: options.kind ?? 'browser',
    isApple: options.isApple ?? false,
    isMobileBrowser: () => false,
    pausedMediaStartsLate: false,
    osType: async () => 'Linux',
    storage: {
      get: (key) => data.get(key) ?? null,
      set: (key, value) => void data.set(key, value),
      remove: (key) => void data.delete(key),
    },
    documents: {
      get: async (key) => structuredClone(documentData.get(key)),
      set: async (key, value) => {
        if (shell.documentsFull) throw new StorageFullError()
        documentData.set(key, structuredClone(value))
      },
      remove: async (key) => void documentData.delete(key),
    } satisfies DocumentStorage,
    cookies: {
      get: (name) => cookieData.get(name) ?? null,
      set: (name, value) => void cookieData.set(name, value),
    },
    vault: options.vault ?? webCryptoVault(() => generateVaultKey()),
    hostPreset: () => options.preset,
    reloadPolicy: options.kind === 'desktop' ? 'blocked' : 'confirm-when-playing',
    restart: async () => {
      shell.restarts++
    },
    openExternal: async (url) => void opened.push(url),
    setWindowTitle: async () => undefined,
    downloadFile: async (url, fileName) => void downloads.push({ url, fileName }),
    updater: options.updater ?? null,
    notifications: {
      requestPermission: async () => shell.notificationsAllowed,
      show: async (title, body) => void shell.notified.push({ title, body }),
    },
    notified: [],
    notificationsAllowed: true,
    data,
    documentData,
    documentsFull: false,
    restarts: 0,
    cookieData,
    opened,
    downloads,
  }
  return shell
}
