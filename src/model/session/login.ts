import { createEffect, createEvent, createStore, sample } from 'effector'
import type { ApiFailure } from '../../api/core/failure'
import { SUBSONIC_ERROR } from '../../api/core/failure'
import { navigatedReplacing, ROUTES } from '../navigation/navigation'
import { toastShown } from '../toasts/toasts'
import type { ConnectResult } from './connect'
import { connectToServer, isOlderProtocol } from './connect'
import { exposesPassword } from './plain-password'
import type { SavedServer } from './server-config'
import { serverSaved } from './server-config'
import type { ServerForm, ServerFormErrors } from './server-form'
import { hasErrors, validateServerForm } from './server-form'
import { checkSessionFx } from './session-check'

export type LoginStatus = 'idle' | 'connecting' | 'incompatible'

/** A message for the login page: an i18n key, or the server's own words. */
export interface LoginMessage {
  readonly key: string
  readonly detail?: string
}

export const loginSubmitted = createEvent<ServerForm>()
export const continueAnywayClicked = createEvent()
export const incompatibleCancelled = createEvent()

export const connectFx = createEffect(connectToServer)

export const $loginErrors = createStore<ServerFormErrors>({})
export const $loginFailure = createStore<LoginMessage | null>(null)
export const $pendingServer = createStore<SavedServer | null>(null)
export const $loginStatus = createStore<LoginStatus>('idle')

/** Why the pending server needs the user's go-ahead: an older protocol, a password readable on the way. */
export interface PendingWarnings {
  readonly olderProtocol: boolean
  readonly exposedPassword: boolean
}
export const $pendingWarnings = $pendingServer.map(
  (server): PendingWarnings | null => server && { olderProtocol: isOlderProtocol(server.protocolVersion), exposedPassword: exposesPassword(server) },
)

/** A connected server is stored at once unless one of the warnings applies. */
function needsConsent(server: SavedServer): boolean {
  return isOlderProtocol(server.protocolVersion) || exposesPassword(server)
}

const validated = sample({ clock: loginSubmitted, fn: (form) => ({ form, errors: validateServerForm(form) }) })
sample({ clock: validated, fn: ({ errors }) => errors, target: $loginErrors })
sample({ clock: validated, filter: ({ errors }) => !hasErrors(errors), fn: ({ form }) => form, target: connectFx })

$loginStatus
  .on(connectFx, () => 'connecting')
  .on(connectFx.doneData, (_, result) => (result.ok && needsConsent(result.server) ? 'incompatible' : 'idle'))
  .on(connectFx.fail, () => 'idle')
  .on([continueAnywayClicked, incompatibleCancelled], () => 'idle')

$loginFailure
  .on(loginSubmitted, () => null)
  .on(connectFx, () => null)
  .on(connectFx.doneData, (_, result) => (result.ok ? null : failureMessage(result)))
  .on(connectFx.fail, () => ({ key: 'errors.serverCommunication' }))
  .on(checkSessionFx.doneData, (message, verdict) => (verdict === 'refused' || verdict === 'offline' ? { key: 'errors.serverCommunication' } : message))

const connected = sample({
  clock: connectFx.doneData,
  filter: (result): result is Extract<ConnectResult, { ok: true }> => result.ok,
})

$pendingServer
  .on(connected, (_, result) => (needsConsent(result.server) ? result.server : null))
  .on(incompatibleCancelled, () => null)

const accepted = sample({
  clock: [
    sample({ clock: connected, filter: (result) => !needsConsent(result.server), fn: (r) => r.server }),
    sample({ clock: continueAnywayClicked, source: $pendingServer, filter: Boolean }),
  ],
})

sample({ clock: accepted, target: serverSaved })
sample({ clock: accepted, fn: () => null, target: $pendingServer })
sample({ clock: accepted, fn: () => ({ tone: 'success' as const, message: 'login.saved' }), target: toastShown })
sample({ clock: accepted, fn: () => ROUTES.home, target: navigatedReplacing })

function failureMessage(result: Extract<ConnectResult, { ok: false }>): LoginMessage {
  const failure: ApiFailure | undefined = result.failure
  if (failure?.kind === 'server' && failure.code === SUBSONIC_ERROR.wrongCredentials) {
    return { key: 'login.errors.wrongCredentials', detail: failure.message }
  }
  if (failure?.kind === 'server') return { key: 'login.errors.refused', detail: failure.message }
  if (failure?.kind === 'decode') return { key: 'login.errors.notSubsonic', detail: failure.message }
  return { key: 'errors.serverCommunication', ...(failure ? { detail: failure.message } : {}) }
}
