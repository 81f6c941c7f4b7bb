import { COVER_ART_SIZE, coverArtUrl, PLACEHOLDER_COVER } from '../../api/core/media-urls'
import { combine } from 'effector'
import { $mediaAddressing } from '../session/media-addressing'
import { $connection } from '../session/server-config'

export type CoverArtUrl = (id: string | undefined, size?: number) => string

/** Addresses kept per connection: a grid's frame of cards asks for the same ones again and again. */
const KEPT_ADDRESSES = 500

/**
 * Builds cover addresses with the current credentials or through the media route (for `<img src>`), each once per connection
 * (building one, a URL with its parameters, was 4–7 ms of a large album grid's frame, traced).
 */
export const $coverArtUrl = combine($connection, $mediaAddressing, (connection, addressing): CoverArtUrl => {
  if (!connection) return () => PLACEHOLDER_COVER
  const built = new Map<string, string>()
  return (id, size = COVER_ART_SIZE) => {
    if (!id) return PLACEHOLDER_COVER
    const key = `${size}:${id}`
    let address = built.get(key)
    if (address === undefined) {
      if (built.size >= KEPT_ADDRESSES) built.clear()
      address = coverArtUrl(connection, id, size, addressing)
      built.set(key, address)
    }
    return address
  }
})
