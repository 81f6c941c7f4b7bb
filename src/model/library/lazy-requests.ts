import { createEvent } from 'effector'

/**
 * Requests for resources whose modules load with their screen, not at start-up: the commands
 * (src/commands, evaluated at start-up) fire these, and each resource module forwards its own to
 * `requested`. Importing the resource itself would put it in the start-up chunk.
 */
export const artistsListRequested = createEvent()
export const genresRequested = createEvent()
export const searchPageRequested = createEvent<string>()
/** A playlist's page, by id: on opening, Refresh and Retry (`playlists.reload`). */
export const playlistPageRequested = createEvent<string>()
