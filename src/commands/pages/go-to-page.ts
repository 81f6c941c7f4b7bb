import { combine } from 'effector'
import type { Store } from 'effector'
import { $pages } from '../../model/layout/pages'
import { navigated, ROUTES } from '../../model/navigation/navigation'
import { $isSignedIn } from '../../model/session/signed-in'
import { defineCommand } from '../command'

const pagePaths: Record<string, string> = {}

/** The address each "go to …" command opens, by command id (the palette fetches its code ahead). */
export const PAGE_PATHS: Readonly<Record<string, string>> = pagePaths

/** One "go to …" command per page of SPEC §2, in sidebar order. */
function goTo<const Id extends `pages.${string}`>(id: Id, path: string, keys: string, enabled: Store<boolean> = $isSignedIn) {
  pagePaths[id] = path
  return defineCommand({ id, keys, enabled, target: navigated, adapt: () => path })
}

const $radiosShown = combine($isSignedIn, $pages, (signedIn, pages) => signedIn && !pages.hideRadiosSection)

export const goToHome = goTo('pages.home', ROUTES.home, 'G H')
export const goToArtists = goTo('pages.artists', ROUTES.artists, 'G R')
export const goToSongs = goTo('pages.songs', ROUTES.songs, 'G S')
export const goToAlbums = goTo('pages.albums', ROUTES.albums, 'G A')
export const goToPlaylists = goTo('pages.playlists', ROUTES.playlists, 'G P')
export const goToRadios = goTo('pages.radios', ROUTES.radios, 'G I', $radiosShown)

export const pageCommands = [goToHome, goToArtists, goToSongs, goToAlbums, goToPlaylists, goToRadios] as const
