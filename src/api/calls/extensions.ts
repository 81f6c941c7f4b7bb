import * as t from 'io-ts'
import type { OpenSubsonicExtension } from '../codecs/extension'
import { OpenSubsonicExtension as OpenSubsonicExtensionCodec } from '../codecs/extension'
import { listOf } from '../codecs/primitives'
import type { Connection } from '../core/connection'
import type { Result } from './call'
import { call, signalOption } from './call'

// Asked at every sign-in (src/model/session/server-extensions.ts); the lyrics calls that use the
// answer load with the big player.
const ExtensionsReply = t.type({ openSubsonicExtensions: listOf(OpenSubsonicExtensionCodec) })

/** OpenSubsonic getOpenSubsonicExtensions: what the server supports beyond Subsonic (e.g. songLyrics). */
export function getOpenSubsonicExtensions(connection: Connection, signal?: AbortSignal): Result<readonly OpenSubsonicExtension[]> {
  return call(connection, 'getOpenSubsonicExtensions', ExtensionsReply, {}, (r) => r.openSubsonicExtensions, signalOption(signal))
}

/** The extension that makes getLyricsBySongId available. */
export const SONG_LYRICS_EXTENSION = 'songLyrics'

export function hasExtension(extensions: readonly OpenSubsonicExtension[], name: string): boolean {
  return extensions.some((extension) => extension.name === name)
}
