import type { Song } from '../api/codecs/song'

/** `count` distinct songs s0, s1… (ids from `from`), enough for queue tests and benches. */
export function makeSongs(count: number, from = 0): Song[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `s${from + i}`,
    title: `Song ${from + i}`,
    artist: 'Artist',
    album: 'Album',
    duration: 200,
  }))
}
