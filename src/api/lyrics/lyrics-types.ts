/** One line of lyrics; `start` in ms from the song's start when the lyrics are synced, else null. */
export interface LyricLine {
  readonly start: number | null
  readonly text: string
}

export type LyricsSource = 'songLyrics' | 'server' | 'lrclib'

/** Lyrics as the lyrics view shows them (artist, title, value). */
export interface FoundLyrics {
  readonly artist: string
  readonly title: string
  /** The plain text, line endings normalised and trimmed; '' when none were found. */
  readonly value: string
  readonly synced: boolean
  readonly lines: readonly LyricLine[]
  /** Where they came from; null when none were found. */
  readonly source: LyricsSource | null
}

export function noLyrics(artist: string, title: string): FoundLyrics {
  return { artist, title, value: '', synced: false, lines: [], source: null }
}

/** Line endings normalised to single newlines (\r\n and \r become \n), the text trimmed. */
export function normaliseLyricsText(text: string): string {
  return text.replace(/\r\n?/g, '\n').trim()
}
