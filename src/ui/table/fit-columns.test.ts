import { describe, expect, it } from 'vitest'
import type { ColumnDef } from './column'
import { columnWidthPx, fitColumns, FLEXIBLE_MIN_REM } from './fit-columns'
import { DEFAULT_SONG_COLUMNS, SONG_COLUMNS } from './song-columns'

const REM = 16
const songColumns = (ids: readonly string[]) => ids.map((id) => SONG_COLUMNS.find((column) => column.id === id) as ColumnDef<unknown>)
const ids = (columns: readonly ColumnDef<unknown>[]) => columns.map((column) => column.id)
/** The room the title is left with at `width` px. */
const titleRoom = (columns: readonly ColumnDef<unknown>[], width: number) =>
  width - columns.reduce((sum, column) => sum + columnWidthPx(column.width, width, REM), 0)

describe('fitColumns', () => {
  it('reads rem, percent and px widths', () => {
    expect([columnWidthPx('4.5rem', 800, REM), columnWidthPx('18%', 800, REM), columnWidthPx('120px', 800, REM), columnWidthPx(undefined, 800, REM)]).toEqual([72, 144, 120, 0])
  })

  it('keeps every chosen column of the Songs screen where there is room (1280 px window, no info panel)', () => {
    const columns = songColumns(DEFAULT_SONG_COLUMNS.songs)
    expect(fitColumns(columns, 976, REM)).toBe(columns)
  })

  it('with the info panel open (a ≈ 690 px table) hides year and rating first, and the title keeps its minimum', () => {
    const fitted = fitColumns(songColumns(DEFAULT_SONG_COLUMNS.songs), 690, REM)
    expect(ids(fitted)).toEqual(['title', 'artist', 'album', 'duration', 'favorite'])
    expect(titleRoom(fitted, 690)).toBeGreaterThanOrEqual(FLEXIBLE_MIN_REM * REM)
  })

  it('keeps the column the rows are filtered by (rating) and hides the next lowest instead', () => {
    const fitted = fitColumns(songColumns(DEFAULT_SONG_COLUMNS.songs), 690, REM, 'rating')
    expect(ids(fitted)).toEqual(['title', 'artist', 'album', 'duration', 'rating'])
    expect(titleRoom(fitted, 690)).toBeGreaterThanOrEqual(FLEXIBLE_MIN_REM * REM)
  })

  it('goes on by priority as the table narrows, down to the title alone; the album page keeps track numbers longest', () => {
    const songs = songColumns(DEFAULT_SONG_COLUMNS.songs)
    expect(ids(fitColumns(songs, 480, REM))).toEqual(['title', 'artist', 'album', 'duration'])
    expect(ids(fitColumns(songs, 400, REM))).toEqual(['title', 'artist', 'duration'])
    expect(ids(fitColumns(songs, 100, REM))).toEqual(['title'])
    expect(ids(fitColumns(songColumns(DEFAULT_SONG_COLUMNS.album), 360, REM))).toEqual(['track', 'title', 'duration'])
  })

  it('hides columns without a priority (chosen in the menu) before the ones with one, the later of equals first', () => {
    const columns = songColumns(['title', 'artist', 'comment', 'path', 'duration'])
    expect(ids(fitColumns(columns, 900, REM))).toEqual(['title', 'artist', 'comment', 'duration'])
    expect(ids(fitColumns(columns, 560, REM))).toEqual(['title', 'artist', 'duration'])
  })

  it('shows every column while the width is unknown', () => {
    const columns = songColumns(DEFAULT_SONG_COLUMNS.songs)
    expect(fitColumns(columns, 0, REM)).toBe(columns)
  })
})
