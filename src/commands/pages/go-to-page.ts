import { combine } from 'effector'
import type { Store } from 'effector'
import { $pages } from '../../model/layout/pages'
import { navigated, ROUTES } from '../../model/navigation/navigation'
import { $isSignedIn } from '../../model/session/signed-in'
import { defineCommand } from '../command'

/** The address each "go to …" command opens, by command id (the palette fetches its code ahead). */
export const PAGE_PATHS = {
  'pages.home': ROUTES.home,
  'pages.artists': ROUTES.artists,
  'pages.songs': ROUTES.songs,
  'pages.albums': ROUTES.albums,
  'pages.playlists': ROUTES.playlists,
  'pages.radios': ROUTES.radios,
  'pages.folders': ROUTES.folders,
  'pages.offline': ROUTES.offline,
} as const satisfies Readonly<Record<`pages.${string}`, string>>

/** The address a command opens if it is a "go to …" command, else null. */
export function pagePathOf(commandId: string): string | null {
  return Object.hasOwn(PAGE_PATHS, commandId) ? PAGE_PATHS[commandId as keyof typeof PAGE_PATHS] : null
}

/** One "go to …" command per page of the app, in sidebar order. */
function goTo<const Id extends keyof typeof PAGE_PATHS>(id: Id, keys: string, enabled: Store<boolean> = $isSignedIn) {
  const path = PAGE_PATHS[id]
  return defineCommand({ id, keys, enabled, target: navigated, adapt: () => path })
}

const $radiosShown = combine($isSignedIn, $pages, (signedIn, pages) => signedIn && !pages.hideRadiosSection)

export const goToHome = goTo('pages.home', 'G H')
export const goToArtists = goTo('pages.artists', 'G R')
export const goToSongs = goTo('pages.songs', 'G S')
export const goToAlbums = goTo('pages.albums', 'G A')
export const goToPlaylists = goTo('pages.playlists', 'G P')
export const goToRadios = goTo('pages.radios', 'G I', $radiosShown)
export const goToFolders = goTo('pages.folders', 'G O')
export const goToOffline = goTo('pages.offline', 'G K')

export const pageCommands = [goToHome, goToArtists, goToSongs, goToAlbums, goToPlaylists, goToRadios, goToFolders, goToOffline] as const
