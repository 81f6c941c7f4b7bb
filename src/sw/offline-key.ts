/**
 * The keys kept songs and covers are stored under in Cache Storage: the server key, the song and
 * the quality asked (bitrate and format), or the cover and its size, never the credentials (they
 * change at every sign-in). A stream or cover address that asks the same thing finds the same copy.
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

/** Where a server key's kept covers start: `<scope>offline-covers/<server key>/`, apart from its songs. */
export const offlineCoversPrefix = (scope: string, serverKey: string): string => `${scope}offline-covers/${serverKey}/`

/** Where every kept size of one cover starts: `<scope>offline-covers/<server key>/<cover id>/`. */
export const offlineCoverPrefix = (scope: string, serverKey: string, id: string): string => `${offlineCoversPrefix(scope, serverKey)}${encodeURIComponent(id)}/`

/** `<scope>offline-covers/<server key>/<cover id>/<size, 0: the server's own>` */
export function offlineCoverKey(scope: string, serverKey: string, query: URLSearchParams): string | null {
  const id = query.get('id')
  if (!id) return null
  const size = Number(query.get('size') ?? '0')
  return `${offlineCoverPrefix(scope, serverKey, id)}${Number.isFinite(size) && size > 0 ? Math.round(size) : 0}`
}
