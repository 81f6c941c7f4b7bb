import { lazyModule } from '../lazy/lazy-module'

/*
 * The player's actions on one song that Home never needs: liking the current song, downloading a
 * song, the song info dialog. Their modules (each with an effect, ≈ 24 KB of heap for the page's
 * life, issue 13) load on the first request; these light events reach the modules' own events of
 * the same names (src/model/lazy/lazy-module.ts). The song info dialog imports its module itself.
 */
export const currentSongLikeToggled = lazyModule(() => import('./star-current')).request((module) => module.currentSongLikeToggled)
export const songDownloadRequested = lazyModule(() => import('./download')).request((module) => module.songDownloadRequested)
export const songInfoRequested = lazyModule(() => import('./song-info')).request((module) => module.songInfoRequested)
