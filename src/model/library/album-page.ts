import { sample } from 'effector'
import { getAlbum, getAlbumInfo2 } from '../../api/calls/album'
import { getAlbumList } from '../../api/calls/album-list'
import { getArtist } from '../../api/calls/artists'
import type { AlbumSummary } from './album-summary'
import { toAlbumSummary } from './album-summary'
import { songsRatingChanged } from '../queue/queue'
import { albumRatingSeen } from './album-rating-offer'
import { albumPageLoaded } from './open-album'
import { createResource, unwrap } from './resource'
import { albumsRatingChanged, albumStarChanged, rerate, restar, songsStarChanged, withAlbumRating } from './song-updates'
import type { Song } from './song'
import { keptAlbumDetails } from '../offline/kept-details'
import { $keptLibrary, keptLibraryRequested } from '../offline/kept-library'

export interface AlbumDetails extends AlbumSummary {
  readonly songs: readonly Song[]
  readonly duration: number
  readonly starred: boolean
  readonly playCount: number | undefined
  readonly created: string | undefined
}

export interface AlbumAbout {
  readonly notes: string
  readonly lastFmUrl: string | undefined
  readonly musicBrainzUrl: string | undefined
}

/** The album with its songs (Album page headline and table). */
export const albumPage = createResource({
  name: 'album',
  key: (id: string) => id,
  load: async ({ connection, signal }, id): Promise<AlbumDetails> => {
    const album = unwrap(await getAlbum(connection, id, signal), 'Album')
    const songs = album.song as readonly Song[]
    return {
      ...toAlbumSummary(album),
      songCount: album.songCount ?? songs.length,
      songs,
      duration: album.duration ?? songs.reduce((sum, song) => sum + (song.duration ?? 0), 0),
      starred: typeof album.starred === 'string' && album.starred !== '',
      playCount: album.playCount,
      created: album.created,
    }
  },
  // The server cannot be reached: a kept album opens from what is kept offline.
  kept: { source: $keptLibrary, pick: keptAlbumDetails },
})
sample({ clock: albumPage.requested, target: keptLibraryRequested })

/** Tags and links have no markup: notes are shown as text without the trailing "Read more" link. */
function plainNotes(notes: string): string {
  return notes
    .replace(/<a\b[^>]*>.*?<\/a>\.?/gis, '')
    .replace(/<[^>]+>/g, '')
    .trim()
}

/** About block: getAlbumInfo2 (absent on Supysonic: the block is left out). */
export const albumAbout = createResource({
  name: 'albumInfo',
  key: (id: string) => id,
  load: async ({ connection, signal }, id): Promise<AlbumAbout> => {
    const info = unwrap(await getAlbumInfo2(connection, id, signal), 'Album info')
    return {
      notes: plainNotes(info.notes ?? ''),
      lastFmUrl: info.lastFmUrl || undefined,
      musicBrainzUrl: info.musicBrainzId ? `https://musicbrainz.org/release/${encodeURIComponent(info.musicBrainzId)}` : undefined,
    }
  },
})

/** More from the artist: the artist's other albums. */
export const albumMoreFromArtist = createResource({
  name: 'moreFromArtist',
  key: ({ artistId, albumId }: { artistId: string; albumId: string }) => `${artistId}/${albumId}`,
  load: async ({ connection, signal }, { artistId, albumId }) => {
    const artist = unwrap(await getArtist(connection, artistId, signal), 'More from the artist')
    return artist.album.filter((album) => album.id !== albumId).map(toAlbumSummary)
  },
})

/** More from the genre: other albums of the genre. */
export const albumMoreFromGenre = createResource({
  name: 'moreFromGenre',
  key: ({ genre, albumId }: { genre: string; albumId: string }) => `${genre}/${albumId}`,
  load: async ({ connection, signal }, { genre, albumId }) => {
    const list = unwrap(await getAlbumList(connection, { type: 'byGenre', genre, size: 16 }, signal), 'More from the genre')
    return list.albums.filter((album) => album.id !== albumId).map(toAlbumSummary)
  },
})

/** Opening an album page loads its about block and the two "more" rows once the album is known. */
sample({ clock: albumPage.requested, target: albumAbout.requested })
sample({
  clock: albumPage.loadFx.doneData,
  filter: ({ data }) => data.artistId !== undefined,
  fn: ({ data }) => ({ artistId: data.artistId!, albumId: data.id }),
  target: albumMoreFromArtist.requested,
})
sample({
  clock: albumPage.loadFx.doneData,
  filter: ({ data }) => data.genre !== undefined && data.genre !== '',
  fn: ({ data }) => ({ genre: data.genre!, albumId: data.id }),
  target: albumMoreFromGenre.requested,
})

// Likes and ratings accepted by the server show on the open album.
albumPage.$state.on(songsStarChanged, (state, { ids, starred }) =>
  state.status === 'ready' ? { ...state, data: { ...state.data, songs: restar(state.data.songs, new Set(ids), starred) } } : state,
)
albumPage.$state.on(albumStarChanged, (state, { id, starred }) =>
  state.status === 'ready' && state.data.id === id ? { ...state, data: { ...state.data, starred } } : state,
)
albumPage.$state.on(songsRatingChanged, (state, { ids, rating }) =>
  state.status === 'ready' ? { ...state, data: { ...state.data, songs: rerate(state.data.songs, new Set(ids), rating) } } : state,
)
albumPage.$state.on(albumsRatingChanged, (state, { ids, rating }) =>
  state.status === 'ready' && ids.includes(state.data.id) ? { ...state, data: withAlbumRating(state.data, rating) } : state,
)

// The album commands' context (open-album.ts) learns which album the page's data holds, and
// whether albums are rated here (album-rating-offer.ts): only a server that rates albums sends one.
sample({
  clock: albumPage.$state,
  fn: (state) => (state.status === 'ready' ? { id: state.key, starred: state.data.starred, name: state.data.name } : null),
  target: albumPageLoaded,
})
sample({ clock: albumPage.loadFx.doneData, filter: ({ data }) => data.userRating !== undefined, fn: () => undefined, target: albumRatingSeen })
