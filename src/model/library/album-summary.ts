import type { ArtistRef, ItemDate } from '../../api/codecs/credits'

/** An album as cards and rows show it: the model's own shape, decoupled from the wire format. */
export interface AlbumSummary {
  readonly id: string
  readonly name: string
  readonly artist: string
  readonly artistId: string | undefined
  readonly coverArt: string | undefined
  readonly year: number | undefined
  readonly genre: string | undefined
  readonly songCount: number
  /** The user's stars (1–5), when the server rates albums and sent it (Navidrome; absent: unrated or not rated there). */
  readonly userRating?: number | undefined
  // OpenSubsonic release data, present only when the server sent it (Supysonic sends none).
  /** Each artist of the album, and the line that joins them ("A & B"). */
  readonly artists?: readonly ArtistRef[]
  readonly displayArtist?: string
  /** Free strings as tagged: "album", "EP", "single", "compilation", "live"… */
  readonly releaseTypes?: readonly string[]
  readonly isCompilation?: boolean
  /** The first release's year, when the server knows it. */
  readonly originalYear?: number
  readonly explicit?: boolean
  /** The name to sort by ("Beatles, The"). */
  readonly sortName?: string
}

export interface AlbumFields {
  id: string
  name: string
  artist?: string
  artistId?: string
  coverArt?: string
  year?: number
  genre?: string
  songCount?: number
  userRating?: number
  artists?: ArtistRef[] | undefined
  displayArtist?: string
  releaseTypes?: string[] | undefined
  isCompilation?: boolean
  originalReleaseDate?: ItemDate
  explicitStatus?: string
  sortName?: string
}

export function toAlbumSummary(album: AlbumFields): AlbumSummary {
  const originalYear = album.originalReleaseDate?.year
  return {
    id: album.id,
    name: album.name,
    artist: album.artist ?? '',
    artistId: album.artistId,
    coverArt: album.coverArt,
    year: album.year,
    genre: album.genre,
    songCount: album.songCount ?? 0,
    ...(album.userRating !== undefined ? { userRating: album.userRating } : {}),
    ...(album.artists && album.artists.length > 0 ? { artists: album.artists } : {}),
    ...(album.displayArtist ? { displayArtist: album.displayArtist } : {}),
    ...(album.releaseTypes && album.releaseTypes.length > 0 ? { releaseTypes: album.releaseTypes } : {}),
    ...(album.isCompilation ? { isCompilation: true } : {}),
    ...(originalYear ? { originalYear } : {}),
    ...(album.explicitStatus === 'explicit' ? { explicit: true } : {}),
    ...(album.sortName ? { sortName: album.sortName } : {}),
  }
}
