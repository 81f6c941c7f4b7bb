/**
 * One key per row that stays unique when a list holds the same item twice (a playlist may hold
 * a song more than once): the item's own key and which occurrence of it the row is. A row keeps
 * its key when other rows move, so a selection follows a moved song.
 */
export function occurrenceKeys<Row>(rows: readonly Row[], rowKey: (row: Row) => string): string[] {
  const seen = new Map<string, number>()
  return rows.map((row) => {
    const key = rowKey(row)
    const occurrence = seen.get(key) ?? 0
    seen.set(key, occurrence + 1)
    return `${key}#${occurrence}`
  })
}
