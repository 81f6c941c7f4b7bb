import { sample } from 'effector'
import { getArtist, getArtistInfo } from '../../api/calls/artists'
import { getTopSongs } from '../../api/calls/songs'
import type { AlbumSummary } from './album-summary'
import { toAlbumSummary } from './album-summary'
import { artistPageLoaded } from './open-artist'
import { createResource, unwrap } from './resource'
import type { Song } from './song'

export interface ArtistDetails {
  readonly id: string
  readonly name: string
  readonly albumCount: number
  readonly coverArt: string | undefined
  readonly albums: readonly AlbumSummary[]
  readonly starred: boolean
}

export interface RelatedArtist {
  readonly id: string
  readonly name: string
  readonly albumCount: number | undefined
}

export interface ArtistAbout {
  readonly biography: string
  readonly related: readonly RelatedArtist[]
  readonly lastFmUrl: string | undefined
}

/** The artist and its albums, newest first (Recent albums). */
export const artistPage = createResource({
  name: 'artist',
  key: (id: string) => id,
  load: async ({ connection, signal }, id): Promise<ArtistDetails> => {
    const artist = unwrap(await getArtist(connection, id, signal), 'Artist')
    const albums = [...artist.album].sort((a, b) => (b.year ?? 0) - (a.year ?? 0) || (b.created ?? '').localeCompare(a.created ?? ''))
    return {
      id: artist.id,
      name: artist.name,
      albumCount: artist.albumCount ?? albums.length,
      coverArt: artist.coverArt,
      albums: albums.map(toAlbumSummary),
      starred: typeof artist.starred === 'string' && artist.starred !== '',
    }
  },
})

/** Popular: getTopSongs by the artist's name (absent on Supysonic: the section is left out). */
export const artistTopSongs = createResource({
  name: 'topSongs',
  key: (name: string) => name,
  load: async ({ connection, signal }, name): Promise<readonly Song[]> => unwrap(await getTopSongs(connection, name, 10, signal), 'Top songs'),
})

/** Biography and related artists (getArtistInfo; absent on Supysonic). */
export const artistAbout = createResource({
  name: 'artistInfo',
  key: (id: string) => id,
  load: async ({ connection, signal }, id): Promise<ArtistAbout> => {
    const info = unwrap(await getArtistInfo(connection, id, signal), 'Artist info')
    return {
      biography: (info.biography ?? '').replace(/<a\b[^>]*>.*?<\/a>\.?/gis, '').replace(/<[^>]+>/g, '').trim(),
      related: info.similarArtist.map((artist) => ({ id: artist.id, name: artist.name, albumCount: artist.albumCount })),
      lastFmUrl: info.lastFmUrl || undefined,
    }
  },
})

sample({ clock: artistPage.requested, target: artistAbout.requested })
sample({ clock: artistPage.loadFx.doneData, fn: ({ data }) => data.name, target: artistTopSongs.requested })

// The artist commands' context (open-artist.ts) learns which artist the page's data holds.
sample({
  clock: artistPage.$state,
  fn: (state) => (state.status === 'ready' ? { artistId: state.key, name: state.data.name } : null),
  target: artistPageLoaded,
})
