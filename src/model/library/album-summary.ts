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
}

export function toAlbumSummary(album: {
  id: string
  name: string
  artist?: string
  artistId?: string
  coverArt?: string
  year?: number
  genre?: string
  songCount?: number
  userRating?: number
}): AlbumSummary {
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
  }
}
