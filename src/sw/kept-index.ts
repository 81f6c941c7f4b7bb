/**
 * The desktop app's list of its kept songs (docs/offline.md, "The desktop app"): the file
 * `kept-songs.json` in its kept-songs folder, written by the shell (src/shell/neutralino/
 * kept-songs-folder.ts), read by the Service Worker through the runtime's server, where the folder
 * is mounted. Each entry is a kept copy (keptSongName: server key, song, quality; no credentials)
 * and its file in that folder, type and size.
 */
export const KEPT_INDEX_FILE = 'kept-songs.json'

export interface KeptFile {
  /** The file's name in the kept-songs folder (letters, digits, `-`, `_` and `.`). */
  readonly file: string
  /** The Content-Type the server sent, or '' when it sent none. */
  readonly type: string
  readonly size: number
}

export interface KeptIndex {
  readonly version: 1
  readonly songs: Readonly<Record<string, KeptFile>>
}

export const EMPTY_KEPT_INDEX: KeptIndex = { version: 1, songs: {} }

const FILE = /^[A-Za-z0-9._-]{1,255}$/

/** The index read from its JSON text; an entry that does not hold up is dropped, an unreadable text is empty. */
export function parseKeptIndex(text: string): KeptIndex {
  return readKeptIndex(text) ?? EMPTY_KEPT_INDEX
}

/** The index read from its JSON text, an entry that does not hold up dropped; null: the text is not a list at all. */
export function readKeptIndex(text: string): KeptIndex | null {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  const songs = typeof value === 'object' && value !== null ? (value as { songs?: unknown }).songs : undefined
  if (typeof songs !== 'object' || songs === null) return null
  const kept: Record<string, KeptFile> = {}
  for (const [name, entry] of Object.entries(songs)) {
    const { file, type, size } = (entry ?? {}) as Partial<Record<keyof KeptFile, unknown>>
    if (typeof file === 'string' && FILE.test(file) && typeof type === 'string' && typeof size === 'number' && size >= 0) kept[name] = { file, type, size }
  }
  return { version: 1, songs: kept }
}
