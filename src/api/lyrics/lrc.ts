import type { LyricLine } from './lyrics-types'
import { normaliseLyricsText } from './lyrics-types'

export interface ParsedLrc {
  /** True when at least one line carries a timestamp. */
  readonly synced: boolean
  /** Synced: timed lines in time order (untimed lines dropped). Otherwise every line, start null. */
  readonly lines: readonly LyricLine[]
}

/** `[mm:ss]`, `[mm:ss.x]`, `[mm:ss.xx]`, `[mm:ss.xxx]`, also `[mm:ss:xx]`; minutes may pass 59. */
const STAMP = /\[(\d+):(\d{1,2})(?:[.:](\d{1,3}))?\]/y
/** ID tags such as `[ar:Artist]`, `[offset:+250]`. */
const TAG = /^\[([a-z#]+):([^\]]*)\]\s*$/i
/** Word timings of enhanced LRC (`<00:12.34>`) inside a line's text. */
const WORD_STAMP = /<\d+:\d{1,2}(?:[.:]\d{1,3})?>/g

/**
 * Reads LRC text into timed lines: several stamps on one line repeat it at each time; the
 * `[offset:±ms]` tag moves every line (positive: earlier, as in the LRC format). Never throws.
 */
export function parseLrc(text: string): ParsedLrc {
  const rows = normaliseLyricsText(text).split('\n')
  let offset = 0
  const timed: { start: number; text: string; order: number }[] = []
  const plain: LyricLine[] = []
  rows.forEach((row, order) => {
    const trimmed = row.trim()
    const tag = TAG.exec(trimmed)
    if (tag) {
      if (tag[1]?.toLowerCase() === 'offset') offset = Number.parseInt(tag[2]?.trim() ?? '', 10) || 0
      return
    }
    const { stamps, rest } = readStamps(trimmed)
    const words = rest.replace(WORD_STAMP, '').trim()
    if (stamps.length === 0) {
      plain.push({ start: null, text: words })
      return
    }
    for (const start of stamps) timed.push({ start, text: words, order })
  })
  if (timed.length === 0) return { synced: false, lines: trimBlankEdges(plain) }
  const lines = timed
    .map((line) => ({ ...line, start: Math.max(0, line.start - offset) }))
    .sort((a, b) => a.start - b.start || a.order - b.order)
    .map(({ start, text: lineText }) => ({ start, text: lineText }))
  return { synced: true, lines }
}

/** The plain text of LRC: the lines without their stamps and tags. */
export function lrcToPlainText(text: string): string {
  const parsed = parseLrc(text)
  return parsed.lines.map((line) => line.text).join('\n').trim()
}

function readStamps(row: string): { stamps: number[]; rest: string } {
  const stamps: number[] = []
  let at = 0
  for (;;) {
    STAMP.lastIndex = at
    const match = STAMP.exec(row)
    if (!match) break
    const [, minutes, seconds, fraction] = match
    const ms = (Number(minutes) * 60 + Number(seconds)) * 1000 + (fraction ? Math.round(Number(`0.${fraction}`) * 1000) : 0)
    stamps.push(ms)
    at = STAMP.lastIndex
    while (row[at] === ' ') at++
  }
  return { stamps, rest: row.slice(at) }
}

function trimBlankEdges(lines: readonly LyricLine[]): LyricLine[] {
  let start = 0
  let end = lines.length
  while (start < end && lines[start]?.text === '') start++
  while (end > start && lines[end - 1]?.text === '') end--
  return lines.slice(start, end)
}
