import { createEvent, createStore } from 'effector'
import * as t from 'io-ts'
import { persistStore } from '../persistence/persist-store'

/** The palette lists the last commands run from it first. */
export const RECENT_COMMANDS_LIMIT = 5

export const recentCommandUsed = createEvent<string>()

export const $recentCommands = createStore<{ ids: readonly string[] }>({ ids: [] }).on(recentCommandUsed, (state, id) => ({
  ids: [id, ...state.ids.filter((other) => other !== id)].slice(0, RECENT_COMMANDS_LIMIT),
}))

export const $recentCommandIds = $recentCommands.map((state) => state.ids)

persistStore({
  store: $recentCommands,
  key: 'recent_commands',
  version: 1,
  codec: t.partial({ ids: t.readonlyArray(t.string) }),
  pick: (state) => state,
})
