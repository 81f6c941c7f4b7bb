import { combine, createEvent, createStore, sample } from 'effector'
import * as t from 'io-ts'
import type { Connection } from '../../api/core/connection'
import { normaliseServerUrl } from '../../api/core/connection'
import type { HostTask } from '../host/host-task'
import { hostTaskFx } from '../host/host-task'
import { persistedDocument } from '../persistence/persist-store'
import { writeVersioned } from '../persistence/versioned-storage'
import { $connection, $serverConfig } from './server-config'

/**
 * The music folder the user chose to see, per server (`user@url`): every list, search, random
 * pick and Home then ask with `musicFolderId`. No entry: every folder, as servers show by default.
 * Changing it starts the app afresh, as switching servers does: no list of the previous choice
 * stays in memory, every screen asks again.
 */
export const MUSIC_FOLDERS_KEY = 'musicFolders'
export const MUSIC_FOLDERS_VERSION = 1

const StoredChoices = t.record(t.string, t.string)
type Choices = Readonly<Record<string, string>>

/** A folder's id, or null for every folder. */
export const musicFolderChosen = createEvent<string | null>()

const choicesRead = persistedDocument({ key: MUSIC_FOLDERS_KEY, version: MUSIC_FOLDERS_VERSION, codec: StoredChoices, whenAbsent: {} })
const $choices = createStore<Choices>({}).on(choicesRead, (_, stored) => stored)

/** The signed-in server's key (its user and address), or null before sign-in. */
// The address as index.html's early Home reads it too (src/start/early-home.ts asks Home's lists in the folder).
const $serverKey = $serverConfig.map((config) => (config.isServerConfigured && config.url !== '' ? `${config.username}@${normaliseServerUrl(config.url)}` : null))

/** The chosen folder of the signed-in server; null: every folder. */
export const $musicFolderId = combine($choices, $serverKey, (choices, key) => (key === null ? null : (choices[key] ?? null)))

/** The connection the library's calls use: the server's, with the chosen folder. */
export const $libraryConnection = combine($connection, $musicFolderId, (connection, folder): Connection | null =>
  connection && folder !== null ? { ...connection, musicFolderId: folder } : connection,
)

const changed = sample({
  clock: musicFolderChosen,
  source: { choices: $choices, key: $serverKey, current: $musicFolderId },
  filter: ({ key, current }, folder) => key !== null && folder !== current,
  fn: ({ choices, key }, folder): Choices => {
    const { [key ?? '']: _previous, ...others } = choices
    return folder === null ? others : { ...others, [key ?? '']: folder }
  },
})
sample({ clock: changed, target: $choices })

/** The choice written, then the app started afresh (where the host cannot, later requests use it). */
sample({
  clock: changed,
  fn: (next): HostTask => {
    return {
      run: async (shell) => {
        writeVersioned(shell.storage, MUSIC_FOLDERS_KEY, MUSIC_FOLDERS_VERSION, next)
        await shell.restart?.()
      },
      what: 'The music folder could not be chosen:',
      level: 'error',
    }
  },
  target: hostTaskFx,
})
