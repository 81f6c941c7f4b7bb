import { useUnit } from 'effector-react'
import type { ReactNode } from 'react'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { Song } from '../../model/library/song'
import { $commandTarget, commandTargetChanged } from '../../model/targets/command-target'
import { DataTable } from './DataTable'
import { SONG_COLUMNS } from './song-columns'
import { useRunCommand } from '../commands/use-command'
import { SongRowMenu } from './SongRowMenu'
import type { RowsMove } from './table-drag'

const songKey = (song: Song) => song.id
const songLabel = (song: Song) => (song.artist ? `${song.title}, ${song.artist}` : song.title)

/** The main area scrolls the page; tables scroll with it (one scrollbar, sticky header). */
export function useMainScroller(): HTMLElement | null {
  const [element] = useState(() => (typeof document === 'undefined' ? null : document.getElementById('main')))
  return element
}

/**
 * Songs in the one table: Enter or double-click plays the list from that row; the selection is
 * the target of the row commands (context menu, shortcuts, palette).
 */
export function SongTable(props: {
  readonly tableId: string
  readonly label: string
  readonly songs: readonly Song[]
  readonly defaultColumns: readonly string[]
  readonly paged?: boolean
  readonly onEndReached?: () => void
  readonly toolbar?: ReactNode
  /** Replaces "play the table from this row" (e.g. an album's disc plays the whole album). */
  readonly onActivate?: (songs: readonly Song[], index: number) => void
  /** Rows can be reordered by drag and drop (a playlist's songs). */
  readonly onRowsMoved?: (move: RowsMove) => void
  /** Some songs of the list could not be loaded (selecting all says so). */
  readonly partial?: boolean
  /** The songs are filtered by rating: a narrow table keeps its Rating column. */
  readonly ratingFiltered?: boolean
}) {
  const [setTarget, target] = useUnit([commandTargetChanged, $commandTarget])
  const play = useRunCommand('library.playFrom')
  const scrollParent = useMainScroller()
  const onActivate = useCallback((songs: readonly Song[], index: number) => play({ songs, index }), [play])
  const onTargetChange = useCallback(
    (songs: readonly Song[]) => {
      if (songs.length > 0) setTarget({ kind: 'songs', songs })
    },
    [setTarget],
  )
  // Leaving the screen: its rows stop being what commands act on.
  const latest = useRef(target)
  useEffect(() => {
    latest.current = target
  }, [target])
  useEffect(
    () => () => {
      if (latest.current?.kind === 'songs') setTarget(null)
    },
    [setTarget],
  )
  return (
    <DataTable<Song>
      tableId={props.tableId}
      label={props.label}
      rows={props.songs}
      rowKey={songKey}
      rowLabel={songLabel}
      columns={SONG_COLUMNS}
      defaultColumns={props.defaultColumns}
      onActivate={props.onActivate ?? onActivate}
      onTargetChange={onTargetChange}
      rowMenu={<SongRowMenu />}
      scrollParent={scrollParent}
      {...(props.paged ? { paged: true } : {})}
      {...(props.onEndReached ? { onEndReached: props.onEndReached } : {})}
      {...(props.toolbar ? { toolbar: props.toolbar } : {})}
      {...(props.onRowsMoved ? { onRowsMoved: props.onRowsMoved } : {})}
      {...(props.partial ? { partial: true } : {})}
      {...(props.ratingFiltered ? { keepColumn: 'rating' } : {})}
    />
  )
}
