import { lazyModule } from '../lazy/lazy-module'

/**
 * Requests for resources whose modules load with their screen, not at start-up: routes fire
 * these with their address (src/ui/router/page-requests.ts), commands target them, and each resource module forwards
 * its own to `requested`. Importing the resource itself would put it in the start-up chunk.
 */
/** The Albums page by genre, whose picker offers them (genres.ts asks unless the genres are under way or loaded). */
export const genresRequested = lazyModule(() => import('./genres')).request((module) => module.genresWanted)
/** The Search page's query. */
export const searchPageRequested = lazyModule(() => import('../search/search-page')).request((module) => module.searchPage.requested)
/** A playlist's page, by id: on opening, Refresh and Retry (`playlists.reload`). */
export const playlistPageRequested = lazyModule(() => import('./playlists-list')).request((module) => module.playlistPageWanted)

/*
 * The library's command targets whose modules load on their first request (or with a screen
 * that imports them): the same names as the modules' own events, which these reach once loaded
 * (src/model/lazy/lazy-module.ts). The commands import these, never the modules.
 */
const albumPageModule = lazyModule(() => import('./album-page'))
export const albumPageRequested = albumPageModule.request((module) => module.albumPage.requested)
const artistsListModule = lazyModule(() => import('./artists-list'))
/** The Artists screen's list, asked for with the navigation (the route layer). */
export const artistsListRequested = artistsListModule.request((module) => module.artistsList.requested)
const artistPageModule = lazyModule(() => import('./artist-page'))
export const artistPageRequested = artistPageModule.request((module) => module.artistPage.requested)

const albumListModule = lazyModule(() => import('./album-list'))
export const albumFilterChanged = albumListModule.request((module) => module.albumFilterChanged)
export const moreAlbumsRequested = albumListModule.request((module) => module.moreAlbumsRequested)
const songsListModule = lazyModule(() => import('./songs-list'))
export const songsViewChanged = songsListModule.request((module) => module.songsViewChanged)

const instantMixModule = lazyModule(() => import('./instant-mix'))
export const instantMixRequested = instantMixModule.request((module) => module.instantMixRequested)
export const songsMixRequested = instantMixModule.request((module) => module.songsMixRequested)
export const currentSongMixRequested = instantMixModule.request((module) => module.currentSongMixRequested)

const artistRadioModule = lazyModule(() => import('./artist-radio'))
export const artistRadioRequested = artistRadioModule.request((module) => module.artistRadioRequested)
const playAlbumModule = lazyModule(() => import('./play-album'))
export const albumPlayRequested = playAlbumModule.request((module) => module.albumPlayRequested)
const shuffleAllModule = lazyModule(() => import('./shuffle-all'))
export const shuffleAllRequested = shuffleAllModule.request((module) => module.shuffleAllRequested)
const downloadSongsModule = lazyModule(() => import('./download-songs'))
export const songsDownloadRequested = downloadSongsModule.request((module) => module.songsDownloadRequested)

const starModule = lazyModule(() => import('./star'))
export const songsLikeToggled = starModule.request((module) => module.songsLikeToggled)
export const albumLikeToggled = starModule.request((module) => module.albumLikeToggled)
const ratingModule = lazyModule(() => import('./rating'))
export const songsRated = ratingModule.request((module) => module.songsRated)
export const currentSongRated = ratingModule.request((module) => module.currentSongRated)
const albumRatingModule = lazyModule(() => import('./album-rating'))
export const albumsRated = albumRatingModule.request((module) => module.albumsRated)
/** A failed page's Try again (page-retry.ts): its album, artist, artists or search asked again. */
export const pageRetried = lazyModule(() => import('./page-retry')).request((module) => module.pageRetried)
/** A Retry button of the Songs or Albums screen (list-retry.ts, which reaches both lists). */
export const listRetried = lazyModule(() => import('./list-retry')).request((module) => module.listRetried)
const ratingFilterModule = lazyModule(() => import('./rating-filter'))
export const ratingFilterChanged = ratingFilterModule.request((module) => module.ratingFilterChanged)
export const albumOrderChanged = ratingFilterModule.request((module) => module.albumOrderChanged)
