import { createEvent, sample } from 'effector'
import { $pages } from '../../model/layout/pages'
import { navigated, ROUTES } from '../../model/navigation/navigation'
import { $isSignedIn } from '../../model/session/signed-in'
import type { Command } from '../command'
import { defineCommand } from '../command'

/** One "go to …" command per page of SPEC §2, in sidebar order. */
function goTo(id: string, path: string, keybinding: string, enabled = $isSignedIn): Command {
  const run = createEvent()
  sample({ clock: run, fn: () => path, target: navigated })
  return defineCommand({ id: `pages.${id}`, title: `commands.pages.${id}`, category: 'pages', keybinding, enabled, run })
}

const $radiosShown = sample({
  source: { signedIn: $isSignedIn, pages: $pages },
  fn: ({ signedIn, pages }) => signedIn && !pages.hideRadiosSection,
})

export const goToHome = goTo('home', ROUTES.home, 'G H')
export const goToArtists = goTo('artists', ROUTES.artists, 'G R')
export const goToSongs = goTo('songs', ROUTES.songs, 'G S')
export const goToAlbums = goTo('albums', ROUTES.albums, 'G A')
export const goToPlaylists = goTo('playlists', ROUTES.playlists, 'G P')
export const goToRadios = goTo('radios', ROUTES.radios, 'G I', $radiosShown)

export const pageCommands = [goToHome, goToArtists, goToSongs, goToAlbums, goToPlaylists, goToRadios]
