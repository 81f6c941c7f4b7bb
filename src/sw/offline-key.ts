/**
 * The key a kept song is stored under in Cache Storage: the server key, the song and the quality
 * asked (bitrate and format), never the credentials (they change at every sign-in). A stream
 * address that asks the same song in the same quality finds the same copy.
 */
export const OFFLINE_CACHE = 'tonearm-offline-v1'

/**
 * `<server key>/<song id>/<max bitrate, 0: original>/<format, or 'source'>`: one kept copy, in
 * no origin (the desktop's kept-songs folder lists its files under it; its origin changes at
 * every launch). Null when the query names no song.
 */
export function keptSongName(serverKey: string, query: URLSearchParams): string | null {
  const id = query.get('id')
  if (!id) return null
  const bitRate = Number(query.get('maxBitRate') ?? '0')
  const format = query.get('format') || 'source'
  return `${serverKey}/${encodeURIComponent(id)}/${Number.isFinite(bitRate) && bitRate > 0 ? Math.round(bitRate) : 0}/${encodeURIComponent(format)}`
}

/** The prefix of every kept copy of one song, whatever its quality. */
export const keptSongPrefix = (serverKey: string, id: string): string => `${serverKey}/${encodeURIComponent(id)}/`

/** `<scope>offline/<server key>/<song id>/<max bitrate, 0 = original>/<format or source>` */
export function offlineSongKey(scope: string, serverKey: string, query: URLSearchParams): string | null {
  const name = keptSongName(serverKey, query)
  return name === null ? null : `${scope}offline/${name}`
}
