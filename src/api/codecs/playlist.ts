import * as t from 'io-ts'
import { BooleanLike, listOf, NumberLike, Text } from './primitives'
import { Song } from './song'

/** A playlist. `public` is the protocol's name for isPublic. */
export const Playlist = t.intersection([
  t.type({ id: Text, name: Text }),
  t.partial({
    comment: t.string,
    public: BooleanLike,
    songCount: NumberLike,
    duration: NumberLike,
    owner: t.string,
    created: t.string,
    changed: t.string,
    coverArt: Text,
    readonly: BooleanLike,
  }),
])
export type Playlist = t.TypeOf<typeof Playlist>

/** getPlaylist: the playlist and its songs (`entry`, [] when empty). */
export const PlaylistWithSongs = t.intersection([Playlist, t.type({ entry: listOf(Song) })])
export type PlaylistWithSongs = t.TypeOf<typeof PlaylistWithSongs>
