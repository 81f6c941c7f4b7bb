import type { HostPreset, Shell, Updater } from './shell'

/** An in-memory Shell for tests and for hosts without storage. */
export function createMemoryShell(
  options: { preset?: HostPreset; isApple?: boolean; storage?: Map<string, string>; kind?: Shell['kind']; updater?: Updater | null } = {},
): Shell & {
  readonly data: Map<string, string>
  readonly cookieData: Map<string, string>
  readonly opened: string[]
  readonly downloads: { url: string; fileName: string }[]
} {
  const data = options.storage ?? new Map<string, string>()
  const cookieData = new Map<string, string>()
  const opened: string[] = []
  const downloads: { url: string; fileName: string }[] = []
  return {
    kind: options.kind ?? 'browser',
    isApple: options.isApple ?? false,
    isMobileBrowser: () => false,
    osType: async () => 'Linux',
    storage: {
      get: (key) => data.get(key) ?? null,
      set: (key, value) => void data.set(key, value),
      remove: (key) => void data.delete(key),
    },
    cookies: {
      get: (name) => cookieData.get(name) ?? null,
      set: (name, value) => void cookieData.set(name, value),
    },
    hostPreset: () => options.preset,
    reloadPolicy: options.kind === 'desktop' ? 'blocked' : 'confirm-when-playing',
    openExternal: async (url) => void opened.push(url),
    setWindowTitle: async () => undefined,
    downloadFile: async (url, fileName) => void downloads.push({ url, fileName }),
    updater: options.updater ?? null,
    data,
    cookieData,
    opened,
    downloads,
  }
}
