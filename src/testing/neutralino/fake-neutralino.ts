import type { DirectoryEntry, ExecCommandOptions, ExecCommandResult, KnownPath, Stats, TrayOptions, WindowMenu } from '@neutralinojs/lib'
import type { NeutralinoApi, NeutralinoError } from '../../shell/neutralino/neutralino-api'

/**
 * For tests: an in-memory stand-in for the `@neutralinojs/lib` 6.9 calls Tonearm makes, with the
 * library's names, signatures, resolved shapes and `{ code, message }` rejections. Like the
 * runtime, every native method is checked against the allow-list (NE_RT_NATPRME), including the
 * native calls the library makes inside app.restartProcess (os.execCommand, app.exit).
 * Not for the app: tests only.
 */
export interface FakeNeutralinoOptions {
  /** nativeAllowList of neutralino.config.json; `*` wildcards as the runtime reads them. */
  readonly allowList: readonly string[]
  /** NL_PATH: where the app binary and resources.neu are. */
  readonly appPath?: string
  readonly paths?: Partial<Record<KnownPath, string>>
  /** os.setTray rejects with NE_OS_TRAYIER, as where the desktop has no tray. */
  readonly noTray?: boolean
  /** What os.execCommand runs (tests give a curl: fake-curl.ts); without it, "command not found". */
  readonly exec?: (command: string, options: ExecCommandOptions | undefined, fake: FakeNeutralino) => ExecCommandResult | Promise<ExecCommandResult>
}

export type FakeNeutralino = NeutralinoApi & {
  readonly files: Map<string, Uint8Array>
  readonly directories: Set<string>
  readonly stored: Map<string, string>
  readonly opened: string[]
  readonly notifications: { title: string; content: string }[]
  readonly titles: string[]
  readonly executed: string[]
  readonly exits: number[]
  readonly nativeCalls: string[]
  /** The last menu given to os.setTray. */
  readonly tray: { current: TrayOptions | null }
  /** The last menu given to window.setMainMenu. */
  readonly windowMenu: { current: WindowMenu | null }
  /** Unix modes set through filesystem.setPermissions (path → mode, e.g. 0o600). */
  readonly modes: Map<string, number>
  readonly visible: { current: boolean }
  /** The window's size (getSize, setSize) and whether it stays on top. */
  readonly size: { current: { width?: number; height?: number; minWidth?: number; minHeight?: number } }
  readonly onTop: { current: boolean }
  /** Folders mounted on the runtime's server (server.mount): path → folder. */
  readonly mounts: Map<string, string>
  /** Fires a runtime event, as the runtime does over its socket (`trayMenuItemClicked`…). */
  readonly emit: (event: string, detail: unknown) => void
}

const DEFAULT_PATHS: Record<KnownPath, string> = {
  config: '/home/fan/.config',
  data: '/home/fan/.local/share',
  cache: '/home/fan/.cache',
  documents: '/home/fan/Documents',
  pictures: '/home/fan/Pictures',
  music: '/home/fan/Music',
  video: '/home/fan/Videos',
  downloads: '/home/fan/Downloads',
  savedGames1: '/home/fan/.local/share/games',
  savedGames2: '/home/fan/.local/share/games',
  temp: '/tmp',
}

/** The runtime's storage key rule (NE_ST_INVSTKY otherwise). */
const STORAGE_KEY = /^[a-zA-Z-_0-9]{1,50}$/

function failure(code: string, message: string): NeutralinoError {
  return { code, message }
}

function parentOf(path: string): string {
  const index = path.lastIndexOf('/')
  return index <= 0 ? '/' : path.slice(0, index)
}

export function createFakeNeutralino(options: FakeNeutralinoOptions): FakeNeutralino {
  const appPath = options.appPath ?? '/opt/tonearm'
  const paths = { ...DEFAULT_PATHS, ...options.paths }
  const files = new Map<string, Uint8Array>()
  const directories = new Set<string>([...Object.values(paths), appPath])
  const stored = new Map<string, string>()
  const opened: string[] = []
  const notifications: { title: string; content: string }[] = []
  const titles: string[] = []
  const executed: string[] = []
  const exits: number[] = []
  const nativeCalls: string[] = []
  const tray: { current: TrayOptions | null } = { current: null }
  const windowMenu: { current: WindowMenu | null } = { current: null }
  const modes = new Map<string, number>()
  const visible = { current: true }
  const size: FakeNeutralino['size'] = { current: { width: 1280, height: 800, minWidth: 900, minHeight: 600 } }
  const onTopState = { current: false }
  const listeners = new Map<string, ((event: CustomEvent) => void)[]>()
  const mounts = new Map<string, string>()

  const allowed = (method: string) =>
    options.allowList.some((entry) =>
      entry.endsWith('.*') ? method.startsWith(entry.slice(0, -1)) : entry === method,
    )

  /** One native call over the runtime's socket: the permission check, then the method. */
  async function native<T>(method: string, run: () => T): Promise<T> {
    await Promise.resolve()
    nativeCalls.push(method)
    if (!allowed(method)) {
      throw failure('NE_RT_NATPRME', `Missing permission to execute the native method: ${method}`)
    }
    return run()
  }

  function writeBytes(path: string, data: ArrayBuffer, append: boolean) {
    if (!directories.has(parentOf(path))) throw failure('NE_FS_FILWRER', `Unable to write file: ${path}`)
    const bytes = new Uint8Array(data)
    const before = append ? (files.get(path) ?? new Uint8Array()) : new Uint8Array()
    const joined = new Uint8Array(before.length + bytes.length)
    joined.set(before)
    joined.set(bytes, before.length)
    files.set(path, joined)
  }

  function checkKey(key: string) {
    if (!STORAGE_KEY.test(key)) throw failure('NE_ST_INVSTKY', `Invalid storage key: ${key}`)
  }

  const fake: FakeNeutralino = {
    files,
    directories,
    stored,
    opened,
    notifications,
    titles,
    executed,
    exits,
    nativeCalls,
    tray,
    windowMenu,
    modes,
    visible,
    size,
    onTop: onTopState,
    mounts,
    emit: (event, detail) => {
      for (const listener of listeners.get(event) ?? []) listener(new CustomEvent(event, { detail }))
    },
    events: {
      // As the library: a listener in the webview, no native call.
      on: async (event: string, handler: (ev: CustomEvent) => void) => {
        listeners.set(event, [...(listeners.get(event) ?? []), handler])
        return { success: true, message: 'Event listener added' }
      },
    },
    os: {
      setTray: (menu: TrayOptions) =>
        native('os.setTray', () => {
          if (options.noTray) throw failure('NE_OS_TRAYIER', 'Unable to initialize the tray menu')
          tray.current = menu
        }),
      open: (url: string) => native('os.open', () => void opened.push(url)),
      execCommand: async (command: string, execOptions?: ExecCommandOptions) => {
        const run = await native('os.execCommand', () => {
          executed.push(command)
          return options.exec
        })
        return run ? run(command, execOptions, fake) : { pid: 1, stdOut: '', stdErr: `sh: 1: ${command.split(' ')[0]}: not found`, exitCode: 127 }
      },
      showNotification: (title: string, content: string) => native('os.showNotification', () => void notifications.push({ title, content })),
      getPath: (name: KnownPath) =>
        native('os.getPath', () => {
          if (!(name in paths)) throw failure('NE_OS_INVKNPT', `Invalid platform path name: ${name}`)
          return paths[name]
        }),
    },
    filesystem: {
      setPermissions: (path: string, permissions: Parameters<FakeNeutralino['filesystem']['setPermissions']>[1], mode: string) =>
        native('filesystem.setPermissions', () => {
          if (!files.has(path) && !directories.has(path)) throw failure('NE_FS_NOPATHE', `Unable to open path ${path}`)
          if (mode !== 'REPLACE') throw new Error('The fake sets whole modes only (REPLACE)')
          const bits = (all: boolean, read: boolean, write: boolean, exec: boolean) => (all ? 7 : (read ? 4 : 0) + (write ? 2 : 0) + (exec ? 1 : 0))
          const p = permissions
          modes.set(path, (bits(p.ownerAll, p.ownerRead, p.ownerWrite, p.ownerExec) << 6) + (bits(p.groupAll, p.groupRead, p.groupWrite, p.groupExec) << 3) + bits(p.othersAll, p.othersRead, p.othersWrite, p.othersExec))
        }),
      getStats: (path: string) =>
        native('filesystem.getStats', (): Stats => {
          const file = files.get(path)
          if (file === undefined && !directories.has(path)) {
            throw failure('NE_FS_NOPATHE', `Unable to open path ${path}`)
          }
          return { size: file?.length ?? 0, isFile: file !== undefined, isDirectory: file === undefined, createdAt: 0, modifiedAt: 0 }
        }),
      createDirectory: (path: string) =>
        native('filesystem.createDirectory', () => {
          if (directories.has(path) || files.has(path)) {
            throw failure('NE_FS_DIRCRER', `Cannot create a directory in ${path}`)
          }
          directories.add(path)
        }),
      readDirectory: (path: string) =>
        native('filesystem.readDirectory', (): DirectoryEntry[] => {
          if (!directories.has(path)) throw failure('NE_FS_NOPATHE', `Unable to open path ${path}`)
          const inside = (entry: string) => parentOf(entry) === path
          return [
            ...[...directories].filter(inside).map((entry) => ({ entry: entry.slice(path.length + 1), path: entry, type: 'DIRECTORY' })),
            ...[...files.keys()].filter(inside).map((entry) => ({ entry: entry.slice(path.length + 1), path: entry, type: 'FILE' })),
          ]
        }),
      writeBinaryFile: (path: string, data: ArrayBuffer) => native('filesystem.writeBinaryFile', () => writeBytes(path, data, false)),
      appendBinaryFile: (path: string, data: ArrayBuffer) => native('filesystem.appendBinaryFile', () => writeBytes(path, data, true)),
      readBinaryFile: (path: string) =>
        native('filesystem.readBinaryFile', () => {
          const file = files.get(path)
          if (file === undefined) throw failure('NE_FS_FILRDER', `Unable to open file: ${path}`)
          return file.slice().buffer
        }),
      move: (source: string, destination: string) =>
        native('filesystem.move', () => {
          const file = files.get(source)
          if (file === undefined || !directories.has(parentOf(destination))) {
            throw failure('NE_FS_MOVEFER', `Unable to move file: ${source}`)
          }
          files.delete(source)
          files.set(destination, file)
          const mode = modes.get(source)
          modes.delete(source)
          if (mode === undefined) modes.delete(destination)
          else modes.set(destination, mode)
        }),
      remove: (path: string) =>
        native('filesystem.remove', () => {
          if (!files.delete(path)) throw failure('NE_FS_REMVERR', `Unable to remove path: ${path}`)
        }),
    },
    // As the runtime's router: the target must be a folder, a path is mounted once.
    server: {
      mount: (path: string, target: string) =>
        native('server.mount', () => {
          if (!directories.has(target)) throw failure(files.has(target) ? 'NE_FS_NOTADIR' : 'NE_FS_NOPATHE', `Unable to mount ${target}`)
          if (mounts.has(path)) throw failure('NE_SR_MPINUSE', `The path ${path} is already mounted`)
          mounts.set(path, target)
        }),
    },
    storage: {
      getKeys: () => native('storage.getKeys', () => [...stored.keys()]),
      getData: (key: string) =>
        native('storage.getData', () => {
          checkKey(key)
          const value = stored.get(key)
          if (value === undefined) throw failure('NE_ST_NOSTKEX', `Unable to find storage key: ${key}`)
          return value
        }),
      setData: (key: string, data: string | null) =>
        native('storage.setData', () => {
          checkKey(key)
          if (data === null) stored.delete(key)
          else stored.set(key, data)
        }),
      removeData: (key: string) =>
        native('storage.removeData', () => {
          checkKey(key)
          if (!stored.delete(key)) throw failure('NE_ST_NOSTKEX', `Unable to find storage key: ${key}`)
        }),
    },
    app: {
      exit: (code?: number) => native('app.exit', () => void exits.push(code ?? 0)),
      // As the library: relaunch with the same arguments in the background, then exit.
      restartProcess: async (restart?: { args: string }) => {
        await native('os.execCommand', () => void executed.push(`${appPath}/tonearm${restart ? ` ${restart.args}` : ''}`))
        await native('app.exit', () => void exits.push(0))
      },
    },
    window: {
      setTitle: (title: string) => native('window.setTitle', () => void titles.push(title)),
      show: () => native('window.show', () => void (visible.current = true)),
      hide: () => native('window.hide', () => void (visible.current = false)),
      isVisible: () => native('window.isVisible', () => visible.current),
      focus: () => native('window.focus', () => undefined),
      setMainMenu: (menu: WindowMenu) => native('window.setMainMenu', () => void (windowMenu.current = menu)),
      getSize: () => native('window.getSize', () => ({ ...size.current })),
      setSize: (wanted: { width?: number; height?: number; minWidth?: number; minHeight?: number }) =>
        native('window.setSize', () => void (size.current = { ...size.current, ...wanted })),
      setAlwaysOnTop: (onTop: boolean) => native('window.setAlwaysOnTop', () => void (onTopState.current = onTop)),
    },
  }
  return fake
}
