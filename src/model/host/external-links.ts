import { attach, createEvent, sample } from 'effector'
import { isWebAddress } from '../../shell/web-address'
import { $shell } from './shell'

export { isWebAddress }

/**
 * A link off the app was followed (Last.fm, MusicBrainz, a radio's homepage, release notes): the
 * host opens it — the system browser in the desktop app, a new tab without opener in a browser.
 * Anything but http(s) is dropped.
 */
export const externalLinkOpened = createEvent<string>()

const openExternalFx = attach({ source: $shell, effect: (shell, url: string) => shell.openExternal(url) })

sample({ clock: externalLinkOpened, filter: isWebAddress, target: openExternalFx })
openExternalFx.failData.watch((error) => console.warn('Could not open link', error))
