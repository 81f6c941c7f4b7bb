import * as t from 'io-ts'
import { Album } from './album'
import { Artist } from './artist'
import { listOf } from './primitives'
import { Song } from './song'

/** search3 / getStarred2 (artist, album and song lists; [] when left out). */
export const SearchResult = t.type({ artist: listOf(Artist), album: listOf(Album), song: listOf(Song) })
export type SearchResult = t.TypeOf<typeof SearchResult>
