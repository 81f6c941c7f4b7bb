import type { ArtistRef } from '../../api/codecs/credits'
import type { Credited } from './artist-credits'
import type { Song } from './song'

/** The album's own fields its headline credits: the Subsonic pair and OpenSubsonic's list and line. */
type AlbumCredited = Credited & { readonly songs: readonly Song[] }

/**
 * Who the album page's headline credits, each artist its own link. The album's own `artists`
 * (OpenSubsonic) when it sent them; otherwise its songs' `albumArtists` with their display line
 * (a server may send them on songs only); otherwise the Subsonic artist as before.
 */
export function albumHeadline(album: AlbumCredited): Credited {
  if (album.artists && album.artists.length > 0) return album
  const song = album.songs.find((candidate) => (candidate.albumArtists?.length ?? 0) > 0)
  if (!song) return album
  return {
    artist: album.artist,
    artistId: album.artistId,
    artists: song.albumArtists,
    displayArtist: song.displayAlbumArtist || (song.albumArtists ?? []).map((artist) => artist.name).join(' & '),
  }
}

/** One role of the album's credits ("composer", or "performer" with its sub-role "vocals") and its artists. */
export interface AlbumRole {
  readonly role: string
  readonly subRole: string | undefined
  readonly artists: readonly ArtistRef[]
}

/**
 * The contributors of the album's songs (OpenSubsonic `contributors`), grouped by role and
 * sub-role in the order first met, each artist once per role. Empty for servers without them.
 */
export function albumContributors(songs: readonly Song[]): AlbumRole[] {
  const roles = new Map<string, { role: string; subRole: string | undefined; artists: ArtistRef[] }>()
  for (const song of songs) {
    for (const { role, subRole, artist } of song.contributors ?? []) {
      if (role.trim() === '' || artist.name.trim() === '') continue
      const key = `${role}\u0000${subRole ?? ''}`
      let entry = roles.get(key)
      if (!entry) {
        entry = { role, subRole: subRole || undefined, artists: [] }
        roles.set(key, entry)
      }
      if (!entry.artists.some((known) => (known.id && known.id === artist.id) || known.name === artist.name)) entry.artists.push(artist)
    }
  }
  return [...roles.values()]
}
