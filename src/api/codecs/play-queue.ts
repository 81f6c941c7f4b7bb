import * as t from 'io-ts'
import { listOf, NumberLike, Text } from './primitives'
import { Song } from './song'

/**
 * The play queue a server keeps for the user (getPlayQueue; OpenSubsonic getPlayQueueByIndex):
 * its songs, the current one, the position in it (milliseconds), when and by which client it was
 * last saved. A server with no queue sends only username, changed and changedBy (Navidrome:
 * `changed` "0001-01-01T00:00:00Z"); a malformed song is dropped, the rest kept.
 */
const QueueFields = t.intersection([
  t.type({ entry: listOf(Song) }),
  t.partial({ position: NumberLike, username: Text, changed: Text, changedBy: Text }),
])

export const PlayQueue = t.intersection([QueueFields, t.partial({ current: Text })])
export type PlayQueue = t.TypeOf<typeof PlayQueue>

export const PlayQueueByIndex = t.intersection([QueueFields, t.partial({ currentIndex: NumberLike })])
export type PlayQueueByIndex = t.TypeOf<typeof PlayQueueByIndex>
