import { defaultFilter } from 'cmdk'
import type { LibraryResults } from '../../model/search/library-search'
import { isLibraryItem, itemValue } from './palette-values'

/** A command id (`view.toggleSidebar`, `playback.effects.toggleEqualizer`). */
const COMMAND_ID = /^[a-z]+(\.[A-Za-z0-9]+)+$/

/** cmdk scores below this are letters scattered inside words, not a match a user meant. */
const SCATTERED_MATCH = 0.05

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLocaleLowerCase()

/**
 * cmdk's ranking, except that an album, song or artist named exactly what was typed ranks first
 * (score 1): a fuzzy command match ("Volume down" for "volume") never scores a full 1.
 */
export function paletteFilter(value: string, search: string, keywords?: string[]): number {
  const name = keywords?.[0]
  if (isLibraryItem(value) && name !== undefined && search.trim() !== '' && fold(name) === fold(search)) return 1
  const id = keywords?.[1]
  if (name !== undefined && id !== undefined && COMMAND_ID.test(id)) {
    // A command (PaletteItem: title, then id): matched on what the user reads, its title; on its id
    // only when the search looks like one. Fuzzy over both, "Voltage" matched "Toggle sidebar
    // view.toggleSidebar" and ranked it above the album named Voltage Garden.
    const score = search.includes('.') ? defaultFilter(id, search) : defaultFilter(name, search)
    // Letters picked one by one from the middle of words ("rpt" in "Toggle repeat" scores ≈0.03)
    // are noise in a list of a hundred commands; word starts, runs and typos score far higher.
    return score < SCATTERED_MATCH ? 0 : score
  }
  return defaultFilter(value, search, keywords)
}

/**
 * The value of the first library item (album, song, artist, in the palette's order) named exactly
 * what was typed, if any. cmdk sorts items within a group but not the groups themselves, so the
 * palette puts the library results above the commands when there is one, and highlights it.
 */
export function exactLibraryMatch(results: LibraryResults, search: string): string | null {
  const typed = fold(search)
  if (typed === '') return null
  const album = results.albums.find((item) => fold(item.name) === typed)
  if (album) return itemValue.album(album.id)
  const song = results.songs.find((item) => fold(item.title) === typed)
  if (song) return itemValue.song(song.id)
  const artist = results.artists.find((item) => fold(item.name) === typed)
  return artist ? itemValue.artist(artist.id) : null
}
