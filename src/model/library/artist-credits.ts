import type { ArtistRef } from '../../api/codecs/credits'

/** One piece of a credit line: an artist (a link when it has an id) or the text between two artists. */
export type CreditPart = { readonly kind: 'artist'; readonly id: string | undefined; readonly name: string } | { readonly kind: 'text'; readonly text: string }

/** What a song or an album says of its artists: the Subsonic pair, and OpenSubsonic's list and display line. */
export interface Credited {
  readonly artist?: string | undefined
  readonly artistId?: string | undefined
  readonly artists?: readonly ArtistRef[] | undefined
  readonly displayArtist?: string | undefined
}

const JOIN = ', '

/**
 * The credit line as parts: each artist of OpenSubsonic's `artists` on its own, joined as the
 * display line joins them ("A & B feat. C": the `&` and `feat.` kept between the links); when the
 * display line does not name them in order, joined by commas. A server without the list (or with
 * one artist) gives the Subsonic artist as before: one part, linked when it has an id.
 */
export function artistCredits(item: Credited): CreditPart[] {
  const artists = item.artists ?? []
  if (artists.length <= 1) {
    const only = artists[0]
    const name = item.displayArtist || item.artist || only?.name || ''
    if (name === '') return []
    const id = only && only.name === name ? only.id : item.artistId
    return [{ kind: 'artist', id, name }]
  }
  const display = item.displayArtist || item.artist || ''
  const parts: CreditPart[] = []
  let at = 0
  for (const artist of artists) {
    const found = display.indexOf(artist.name, at)
    if (artist.name === '' || found < 0) return joined(artists)
    if (found > at) parts.push({ kind: 'text', text: display.slice(at, found) })
    parts.push({ kind: 'artist', id: artist.id, name: artist.name })
    at = found + artist.name.length
  }
  if (at < display.length) parts.push({ kind: 'text', text: display.slice(at) })
  return parts
}

function joined(artists: readonly ArtistRef[]): CreditPart[] {
  return artists.flatMap((artist, index): CreditPart[] => [
    ...(index > 0 ? [{ kind: 'text', text: JOIN } as const] : []),
    { kind: 'artist', id: artist.id, name: artist.name },
  ])
}

/** The credit line as one text (palette details, labels, sorting). */
export function creditText(item: Credited): string {
  return artistCredits(item)
    .map((part) => (part.kind === 'artist' ? part.name : part.text))
    .join('')
}
