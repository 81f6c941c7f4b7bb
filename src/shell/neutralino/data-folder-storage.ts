import type { NeutralinoApi } from './neutralino-api'
import { isNeutralinoError } from './neutralino-api'
import type { StorageBackend } from './neutralino-storage'
import { neutralinoStorageBackend } from './neutralino-storage'

/** The app's folder inside the user's data location (os.getPath('data')). */
export const DATA_FOLDER_NAME = 'tonearm'
const SUFFIX = '.txt'
const NONE = { all: false, ownerAll: false, ownerRead: false, ownerWrite: false, ownerExec: false, groupAll: false, groupRead: false, groupWrite: false, groupExec: false, othersAll: false, othersRead: false, othersWrite: false, othersExec: false }
/** Mode 600: the files (settings, the sealed credential and its key) are their owner's alone. */
export const OWNER_ONLY_FILE = { ...NONE, ownerRead: true, ownerWrite: true }
/** Mode 700 for the folder itself. */
export const OWNER_ONLY_FOLDER = { ...NONE, ownerAll: true }
/** The runtime's own storage-key rule, which also makes every key a safe file name. */
const KEY = /^[a-zA-Z0-9_-]{1,50}$/

/**
 * Settings and credentials in the user's data location (`~/.local/share/tonearm` on Linux,
 * `%APPDATA%\tonearm` on Windows, `~/Library/Application Support/tonearm` on macOS), not in the
 * application folder, which every user of that copy shares and which is read-only when installed
 * system-wide. One file per key (`app_store.txt`, `credential_key.txt`…); a write goes to a file
 * beside it, then is renamed over it, so a crash mid-write leaves the previous value whole. On
 * the first start the values the app kept in Neutralino.storage (`.storage/`) are copied over.
 * The folder is mode 700 and every file 600 (set before the rename, so no value is ever readable
 * by others; files an older version left 644 are narrowed at start). Where the system has no
 * such modes (Windows), a refusal is logged and the value still stored.
 */
/** The data folder's path, created (mode 700) when missing. */
export async function openDataFolder(api: NeutralinoApi): Promise<string> {
  const path = `${(await api.os.getPath('data')).replace(/[\\/]+$/, '')}/${DATA_FOLDER_NAME}`
  try {
    await api.filesystem.getStats(path)
  } catch (error) {
    if (!isNeutralinoError(error, 'NE_FS_NOPATHE')) throw error
    await api.filesystem.createDirectory(path)
  }
  await ownerOnly(api, path, OWNER_ONLY_FOLDER)
  return path
}

export function dataFolderBackend(api: NeutralinoApi): StorageBackend {
  let folder: Promise<string> | null = null
  const theFolder = () =>
    (folder ??= openDataFolder(api).catch((error: unknown) => {
      folder = null
      throw error
    }))
  const fileOf = async (key: string) => {
    if (!KEY.test(key)) throw new Error(`Not a storable key: ${key}`)
    return `${await theFolder()}/${key}${SUFFIX}`
  }
  const write = async (key: string, value: string) => {
    const file = await fileOf(key)
    const beside = `${file}.new`
    await api.filesystem.writeBinaryFile(beside, new TextEncoder().encode(value).buffer)
    await ownerOnly(api, beside, OWNER_ONLY_FILE)
    await api.filesystem.move(beside, file)
  }
  const list = async () => {
    const entries = await api.filesystem.readDirectory(await theFolder())
    return entries
      .filter((entry) => entry.type === 'FILE' && entry.entry.endsWith(SUFFIX))
      .map((entry) => entry.entry.slice(0, -SUFFIX.length))
      .filter((key) => KEY.test(key))
  }
  return {
    keys: async () => {
      const keys = await list()
      for (const key of keys) await ownerOnly(api, await fileOf(key), OWNER_ONLY_FILE)
      return keys.length > 0 ? keys : copyLegacyStorage(api, write)
    },
    read: async (key) => new TextDecoder().decode(await api.filesystem.readBinaryFile(await fileOf(key))),
    write,
    remove: async (key) => {
      try {
        await api.filesystem.remove(await fileOf(key))
      } catch (error) {
        if (!isNeutralinoError(error, 'NE_FS_REMVERR') && !isNeutralinoError(error, 'NE_FS_NOPATHE')) throw error
      }
    },
  }
}

async function ownerOnly(api: NeutralinoApi, path: string, mode: typeof OWNER_ONLY_FILE): Promise<void> {
  try {
    await api.filesystem.setPermissions(path, mode, 'REPLACE')
  } catch (error) {
    console.warn('Could not make this file its owner’s alone', path, error)
  }
}

/** The first start with a data folder: what Neutralino.storage holds moves there (left in place). */
async function copyLegacyStorage(api: NeutralinoApi, write: (key: string, value: string) => Promise<void>): Promise<string[]> {
  const legacy = neutralinoStorageBackend(api)
  let keys: string[]
  try {
    keys = await legacy.keys()
  } catch {
    return [] // no .storage folder: nothing was ever stored
  }
  const copied: string[] = []
  for (const key of keys) {
    try {
      await write(key, await legacy.read(key))
      copied.push(key)
    } catch (error) {
      console.error('Could not move a stored value to the data folder', key, error)
    }
  }
  return copied
}
