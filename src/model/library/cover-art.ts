import { coverArtUrl, PLACEHOLDER_COVER } from '../../api/core/media-urls'
import { $connection } from '../session/server-config'

export type CoverArtUrl = (id: string | undefined, size?: number) => string

/** Builds cover addresses with the current credentials (for `<img src>`). */
export const $coverArtUrl = $connection.map(
  (connection): CoverArtUrl =>
    (id, size) =>
      connection ? coverArtUrl(connection, id, size) : PLACEHOLDER_COVER,
)
