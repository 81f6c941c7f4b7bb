import { homeOpened } from '../../model/home/home-sections'
import { sessionCheckStarted } from '../../model/session/session-check'
import { defineCommand } from '../command'

/**
 * Route guards: the router asks whether the configured server answers before it shows a
 * page (it reads the answer from `$sessionVerdict`). Payload-only: no key, not in the palette.
 */
export const checkSession = defineCommand({
  id: 'app.checkSession',
  payloadOnly: true,
  target: sessionCheckStarted,
})

/** Home's rows are requested with the navigation to Home, before the screen's code arrives. */
export const loadHome = defineCommand({
  id: 'app.loadHome',
  payloadOnly: true,
  target: homeOpened,
})
