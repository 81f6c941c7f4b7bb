/**
 * The key a kept song is stored under in Cache Storage: the server key, the song and the quality
 * asked (bitrate and format), never the credentials (they change at every sign-in). A stream
 * address that asks the same song in the same quality finds the same copy.
 */
export const OFFLINE_CACHE = 'tonearm-offline-v1'

/** `<scope>offline/<server key>/<song id>/<max bitrate, 0: original>/<format, or 'source'>` */
export function offlineSongKey(scope: string, serverKey: string, query: URLSearchParams): string | null {
  const id = query.get('id')
  if (!id) return null
  const bitRate = Number(query.get('maxBitRate') ?? '0')
  const format = query.get('format') || 'source'
  const quality = `${Number.isFinite(bitRate) && bitRate > 0 ? Math.round(bitRate) : 0}/${encodeURIComponent(format)}`
  return `${scope}offline/${serverKey}/${encodeURIComponent(id)}/${quality}`
}
