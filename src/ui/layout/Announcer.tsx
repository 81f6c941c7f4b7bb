import { useUnit } from 'effector-react'
import { useEffect, useRef, useState } from 'react'
import { useTexts } from '../i18n/use-texts'
import { $currentList, $currentSong, $queueRestores } from '../../model/queue/queue'
import { $toasts } from '../../model/toasts/toasts'

/** How many past messages each region keeps (only an added message is read). */
const KEPT = 4

interface Message {
  readonly id: number
  readonly text: string
}

/**
 * Screen-reader announcements through two live regions that are always in the page: a polite one
 * for changes (the song that plays, the queue's length, toasts) and an assertive one for errors.
 * Each message is added once, as a new line, so a screen reader reads it once. The queue restored
 * at start-up is not announced (only later song and queue changes are).
 */
export function Announcer() {
  const { t } = useTexts()
  const [song, list, toasts, restores] = useUnit([$currentSong, $currentList, $toasts, $queueRestores])
  const [polite, setPolite] = useState<readonly Message[]>([])
  const [assertive, setAssertive] = useState<readonly Message[]>([])
  const nextId = useRef(0)
  const seen = useRef({ songId: song?.id ?? null, count: list.length, restores, toastIds: new Set(toasts.map((toast) => toast.id)) })

  useEffect(() => {
    const add = (to: typeof setPolite, text: string) => {
      nextId.current += 1
      const message = { id: nextId.current, text }
      to((messages) => [...messages.slice(1 - KEPT), message])
    }
    const last = seen.current
    const changes: string[] = []
    if (restores !== last.restores) {
      // A queue read back at start-up is not a change the user made: take it in silently.
      last.restores = restores
      last.songId = song?.id ?? null
      last.count = list.length
    }
    if ((song?.id ?? null) !== last.songId) {
      last.songId = song?.id ?? null
      if (song) changes.push(t('announcements.nowPlaying', { title: song.title, artist: song.artist ?? '' }))
    }
    if (list.length !== last.count) {
      last.count = list.length
      changes.push(t('announcements.queueLength', { count: list.length }))
    }
    if (changes.length > 0) add(setPolite, changes.join(' '))
    for (const toast of toasts) {
      if (last.toastIds.has(toast.id)) continue
      last.toastIds.add(toast.id)
      const text = toast.raw ? toast.message : t(toast.message, toast.values)
      add(toast.tone === 'error' ? setAssertive : setPolite, text)
    }
  }, [song, list.length, toasts, restores, t])

  return (
    <div className="visually-hidden">
      <div role="status" aria-live="polite" aria-label={t('announcements.changes')}>
        {polite.map((message) => (
          <p key={message.id}>{message.text}</p>
        ))}
      </div>
      <div role="alert" aria-live="assertive" aria-label={t('announcements.errors')}>
        {assertive.map((message) => (
          <p key={message.id}>{message.text}</p>
        ))}
      </div>
    </div>
  )
}
