import { Text } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import type { KeyboardEvent } from 'react'
import { forwardRef, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { VirtuosoHandle } from 'react-virtuoso'
import { Virtuoso } from 'react-virtuoso'
import type { Song } from '../../model/player/player'
import { $currentIndex, $currentList, listPlayed, queueMoved, removedFromQueue } from '../../model/player/player'
import type { QueueRowContext } from './QueueRow'
import { renderRow } from './QueueRow'

const List = forwardRef<HTMLDivElement, React.HTMLAttributes<HTMLDivElement>>(function QueueListElement(props, ref) {
  const { t } = useTranslation()
  return <div {...props} ref={ref} role="list" aria-label={t('player.queue.label')} data-key-context="queue" />
})

/**
 * The queue (virtualised): Enter or a double click plays a song, Alt+↑/↓ or a drag moves it,
 * Delete or the × button removes it. The current song is marked.
 */
export function QueueList() {
  const { t } = useTranslation()
  const [list, current, play, move, remove] = useUnit([$currentList, $currentIndex, listPlayed, queueMoved, removedFromQueue])
  const virtuoso = useRef<VirtuosoHandle>(null)
  const scroller = useRef<HTMLElement | null>(null)
  const [dragFrom, setDragFrom] = useState<number | null>(null)
  const [dropAt, setDropAt] = useState<number | null>(null)
  const [focusId, setFocusId] = useState<string | null>(null)

  useEffect(() => {
    if (focusId === null) return
    const index = list.findIndex((song) => song.id === focusId)
    if (index < 0) return
    virtuoso.current?.scrollIntoView({ index })
    const frame = requestAnimationFrame(() => {
      scroller.current?.querySelector<HTMLElement>(`[data-song-id="${CSS.escape(focusId)}"]`)?.focus()
    })
    return () => cancelAnimationFrame(frame)
  }, [focusId, list])

  if (list.length === 0) {
    return (
      <Text as="p" color="gray" align="center" mt="6">
        {t('player.queue.empty')}
      </Text>
    )
  }

  const onKeyDown = (event: KeyboardEvent, index: number, song: Song) => {
    if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault()
      const to = index + (event.key === 'ArrowUp' ? -1 : 1)
      if (to < 0 || to >= list.length) return
      move({ from: index, to })
      setFocusId(song.id)
    } else if (event.key === 'Delete') {
      event.preventDefault()
      const neighbour = list[index + 1] ?? list[index - 1]
      remove([song.id])
      setFocusId(neighbour?.id ?? null)
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      const next = list[index + (event.key === 'ArrowUp' ? -1 : 1)]
      if (next) setFocusId(next.id)
    }
  }

  return (
    <Virtuoso<Song, QueueRowContext>
      ref={virtuoso}
      scrollerRef={(element) => {
        scroller.current = element instanceof HTMLElement ? element : null
      }}
      style={{ height: '100%' }}
      data={list}
      initialTopMostItemIndex={Math.max(0, current - 2)}
      computeItemKey={(_, song) => song.id}
      components={{ List }}
      context={{
        current,
        dragFrom,
        dropAt,
        onKeyDown,
        onFocus: setFocusId,
        onPlay: (index: number) => play({ songs: list, index }),
        onRemove: (id: string) => remove([id]),
        onDragFrom: setDragFrom,
        onDropAt: setDropAt,
        onMove: move,
      }}
      itemContent={renderRow}
    />
  )
}
