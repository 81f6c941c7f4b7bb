import { combine, createEvent, createStore, sample } from 'effector'
import { dialogOpened } from '../../model/dialogs/dialogs'
import { palettePageOpened } from '../../model/dialogs/palette-page'
import { $currentServerId, $savedServers, serverForgotten, serverRenamed } from '../../model/servers/saved-servers'
import { serverSwitchRequested } from '../../model/servers/switch-server'
import { $userLocked } from '../../model/session/server-config'
import { $isSignedIn } from '../../model/session/signed-in'
import { defineCommand } from '../command'

/** A preset locks to its one server: none of these then. */
const $unlocked = $userLocked.map((locked) => !locked)
const $otherServers = combine($savedServers, $currentServerId, (servers, current) => servers.some((server) => server.id !== current))

/** Which server is chosen by the one who asks (the palette's list, a button): none from context. */
const $noServerFromContext = createStore<{ serverId: string } | null>(null)

const listOpened = createEvent()
sample({ clock: listOpened, fn: () => 'servers' as const, target: palettePageOpened })
sample({ clock: listOpened, fn: () => 'palette' as const, target: dialogOpened })

/** "Switch server…": the palette's list of the other saved servers. */
export const chooseServer = defineCommand({
  id: 'app.servers.chooseServer',
  enabled: combine($unlocked, $otherServers, (unlocked, others) => unlocked && others),
  target: listOpened,
})

/** Sign in to a saved server (from the palette's list or the login screen). */
export const switchServer = defineCommand({
  id: 'app.servers.switchServer',
  enabled: combine($unlocked, $savedServers, (unlocked, servers) => unlocked && servers.length > 0),
  context: $noServerFromContext,
  target: serverSwitchRequested,
  adapt: ({ serverId }: { serverId: string }) => ({ serverId }),
})

/** Back to the login form to add a server; the signed-in one stays in the list. */
export const addServer = defineCommand({
  id: 'app.servers.addServer',
  enabled: combine($unlocked, $isSignedIn, (unlocked, signedIn) => unlocked && signedIn),
  target: serverSwitchRequested,
  adapt: () => ({ serverId: null }),
})

/** Forget a saved server and its credential (the login screen's list). */
export const forgetServer = defineCommand({
  id: 'app.servers.forgetServer',
  enabled: combine($unlocked, $savedServers, (unlocked, servers) => unlocked && servers.length > 0),
  context: $noServerFromContext,
  target: serverForgotten,
  adapt: ({ serverId }: { serverId: string }) => serverId,
})

/** Rename a saved server `{ serverId, name }` (the login screen's list); the palette and the list show the name. */
export const renameServer = defineCommand({
  id: 'app.servers.renameServer',
  enabled: $unlocked,
  payloadOnly: true,
  target: serverRenamed,
})

export const serverCommands = [chooseServer, switchServer, addServer, forgetServer, renameServer] as const
