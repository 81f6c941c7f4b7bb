import { creditText } from '../../model/library/artist-credits'
import { Cross2Icon, SpeakerLoudIcon } from '@radix-ui/react-icons'
import { IconButton, Text } from '@radix-ui/themes'
import type { KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { Song } from '../../model/player/player'
import { formatTime } from './format-time'

export interface QueueRowContext {
  readonly current: number
  /** The queue commands' keys, for `aria-keyshortcuts`. */
  readonly keyShortcuts: string
  readonly dragFrom: number | null
  readonly dropAt: number | null
  readonly onKeyDown: (event: KeyboardEvent, index: number) => void
  readonly onFocus: (id: string) => void
  /** Focus left a row for `next` (another row, or out of the queue). */
  readonly onBlur: (next: EventTarget | null) => void
  readonly onPlay: (index: number) => void
  readonly onRemove: (id: string) => void
  readonly onDragFrom: (index: number | null) => void
  readonly onDropAt: (index: number | null) => void
  readonly onMove: (move: { from: number; to: number }) => void
}

/** Virtuoso's item renderer: a stable function, the state comes through its context. */
export function renderRow(index: number, song: Song, context: QueueRowContext) {
  return <QueueRow index={index} song={song} context={context} />
}

/** One queue entry: the song is a button (click plays, drag moves; the queue commands move and remove it). */
function QueueRow({ index, song, context }: { index: number; song: Song; context: QueueRowContext }) {
  const { t } = useTranslation()
  const isCurrent = index === context.current
  const endDrag = () => {
    context.onDragFrom(null)
    context.onDropAt(null)
  }
  return (
    <div
      role="listitem"
      className="queue-row"
      data-current={isCurrent ? 'true' : undefined}
      data-drop={context.dropAt === index && context.dragFrom !== null && context.dragFrom !== index ? 'true' : undefined}
    >
      <Text size="1" color="gray" align="center" aria-hidden>
        {isCurrent ? <SpeakerLoudIcon /> : index + 1}
      </Text>
      <button
        type="button"
        className="queue-row-main"
        data-song-id={song.id}
        aria-current={isCurrent ? 'true' : undefined}
        aria-label={t('player.queue.row', { position: index + 1, title: song.title, artist: creditText(song) })}
        aria-keyshortcuts={context.keyShortcuts}
        draggable
        onDragStart={(event) => {
          event.dataTransfer.effectAllowed = 'move'
          event.dataTransfer.setData('text/plain', song.id)
          context.onDragFrom(index)
        }}
        onDragOver={(event) => {
          if (context.dragFrom === null) return
          event.preventDefault()
          context.onDropAt(index)
        }}
        onDrop={(event) => {
          event.preventDefault()
          if (context.dragFrom !== null) context.onMove({ from: context.dragFrom, to: index })
          endDrag()
        }}
        onDragEnd={endDrag}
        onClick={() => context.onPlay(index)}
        onKeyDown={(event) => context.onKeyDown(event, index)}
        onFocus={() => context.onFocus(song.id)}
        onBlur={(event) => context.onBlur(event.relatedTarget)}
      >
        <Text as="div" size="2" weight={isCurrent ? 'bold' : 'regular'} truncate>
          {song.title}
        </Text>{' '}
        <Text as="div" size="1" color="gray" truncate>
          {creditText(song)}
        </Text>
      </button>
      <Text size="1" color="gray" align="right">
        {formatTime(Number(song.duration ?? 0))}
      </Text>
      <IconButton size="1" variant="ghost" color="gray" aria-label={t('player.queue.remove', { title: song.title })} onClick={() => context.onRemove(song.id)}>
        <Cross2Icon />
      </IconButton>
    </div>
  )
}
