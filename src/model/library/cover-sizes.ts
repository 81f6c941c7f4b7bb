import { COVER_ART_SIZE } from '../../api/core/constants'

/**
 * The sizes the screens ask covers in (`$coverArtUrl(id, size)`), named once: the covers kept
 * offline with an album or a playlist are fetched in these (src/model/offline/kept-covers.ts).
 */

/** Album cards (Home, the grids, the offline shelf), the album and playlist headers, the info panel. */
export const PAGE_COVER_SIZE = COVER_ART_SIZE
/** The player bar and the mini player. */
export const PLAYER_COVER_SIZE = 96
/** The big "Now playing" view (kept offline only as the worker answers it from another size). */
export const BIG_COVER_SIZE = 600
