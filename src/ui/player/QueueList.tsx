import { Text } from '@radix-ui/themes'
import { useUnit } from 'effector-react'
import type { KeyboardEvent } from 'react'
import { forwardRef, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { VirtuosoHandle } from 'react-virtuoso'
import { Virtuoso } from 'react-virtuoso'
import type { Song } from '../../model/player/player'
import { $currentIndex, $currentList } from '../../model/player/player'
import { commandRequested } from '../../commands/registry'
import { queueRowFocused } from '../../model/focus/list-focus'
import { useQueueCommandKeys, useQueueKeyShortcuts } from './use-queue-commands'
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
  const [list, current, request, rowFocused] = useUnit([$currentList, $currentIndex, commandRequested, queueRowFocused])
  const isCommandKey = useQueueCommandKeys()
  const keyShortcuts = useQueueKeyShortcuts()
  const virtuoso = useRef<VirtuosoHandle>(null)
  const scroller = useRef<HTMLElement | null>(null)
  const [dragFrom, setDragFrom] = useState<number | null>(null)
  const [dropAt, setDropAt] = useState<number | null>(null)
  const [focusId, setFocusId] = useState<string | null>(null)

  // The queue closing with a row focused: nothing is focused in it any more.
  useEffect(
    () => () => {
      rowFocused(null)
    },
    [rowFocused],
  )

  // The focused song left the queue (Delete): its neighbour takes the focus.
  const previous = useRef(list)
  useEffect(() => {
    const before = previous.current
    previous.current = list
    if (focusId === null || list.some((song) => song.id === focusId)) return
    const at = before.findIndex((song) => song.id === focusId)
    const neighbour = at < 0 ? undefined : (list[at] ?? list[at - 1])
    if (document.activeElement === document.body || scroller.current?.contains(document.activeElement)) setFocusId(neighbour?.id ?? null)
  }, [list, focusId])

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

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    // Alt+↑/↓ (move) and Delete (remove) are queue commands in the keymap; so is any key a
    // user bound there. Only plain ↑/↓ walk the rows.
    if (isCommandKey(event)) return
    const plain = !event.altKey && !event.ctrlKey && !event.metaKey && !event.shiftKey
    if (plain && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) {
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
        keyShortcuts,
        dragFrom,
        dropAt,
        onKeyDown,
        onFocus: (id: string) => {
          setFocusId(id)
          rowFocused(id)
        },
        onBlur: (next: EventTarget | null) => {
          if (!(next instanceof Element && next.closest('[data-key-context="queue"]'))) rowFocused(null)
        },
        onPlay: (index: number) => request({ id: 'queue.playFromIndex', payload: { index } }),
        onRemove: (id: string) => request({ id: 'queue.removeSongs', payload: { ids: [id] } }),
        onDragFrom: setDragFrom,
        onDropAt: setDropAt,
        onMove: (move: { readonly from: number; readonly to: number }) => request({ id: 'queue.moveSong', payload: move }),
      }}
      itemContent={renderRow}
    />
  )
}
