import { useEffect, useRef } from 'react'
import type { Chord } from '../../../commands/keybinding'
import { chordFromEvent } from '../../../commands/keybinding'
import { SEQUENCE_TIMEOUT_MS } from '../../../commands/shortcut-handler'

/**
 * While `active`, captures the next chord, or two chords typed within the sequence timeout
 * (`G` then `A`), before any other key handler (the app's shortcuts and the dialog's Escape).
 * Escape cancels; Tab keeps moving the focus.
 */
export function useKeyRecorder(options: {
  active: boolean
  onChord: (typed: readonly Chord[]) => void
  onDone: (sequence: readonly Chord[]) => void
  onCancel: () => void
}): void {
  const latest = useRef(options)
  useEffect(() => {
    latest.current = options
  })
  useEffect(() => {
    if (!options.active) return undefined
    let typed: Chord[] = []
    let timer: ReturnType<typeof setTimeout> | undefined
    const finish = () => {
      clearTimeout(timer)
      const done = typed
      typed = []
      if (done.length > 0) latest.current.onDone(done)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      const chord = chordFromEvent(event)
      if (chord === null || chord === 'Tab' || chord === 'Shift+Tab') return
      event.preventDefault()
      event.stopPropagation()
      if (chord === 'Escape') {
        clearTimeout(timer)
        typed = []
        latest.current.onCancel()
        return
      }
      if (event.repeat) return
      typed = [...typed, chord]
      latest.current.onChord(typed)
      clearTimeout(timer)
      if (typed.length >= 2) finish()
      else timer = setTimeout(finish, SEQUENCE_TIMEOUT_MS)
    }
    window.addEventListener('keydown', onKeyDown, { capture: true })
    return () => {
      clearTimeout(timer)
      window.removeEventListener('keydown', onKeyDown, { capture: true })
    }
  }, [options.active])
}
