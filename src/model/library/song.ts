import { bitRateKbps } from '../../api/codecs/bit-rate'
import type { Song } from '../../api/codecs/song'

/** The song as the model and the UI see it (the wire type; ui may not import src/api). */
export type { Song }

/** kbit/s whatever the server's unit (Navidrome kbit/s, Supysonic bit/s). */
export function songBitRateKbps(song: Song): number | undefined {
  return bitRateKbps(song)
}

/** The codec as users name it: the file suffix in capitals, else the content type's subtype. */
export function songCodec(song: Song): string {
  if (song.suffix) return song.suffix.toUpperCase()
  const subtype = song.contentType?.split('/')[1]
  return subtype ? subtype.toUpperCase() : ''
}

/** Genres of a song: OpenSubsonic's list, else the single genre. */
export function songGenres(song: Song): string {
  if (song.genres && song.genres.length > 0) return song.genres.map((genre) => genre.name).join(', ')
  return song.genre ?? ''
}

/** Whether the song is liked (starred is a timestamp when starred). */
export function isStarred(song: Song): boolean {
  return typeof song.starred === 'string' && song.starred !== ''
}
