import type { AudioOutputListeners } from './audio-output'
import type { SongHandover } from './media-elements'
import { reportEvents, stopElement } from './media-elements'

/**
 * The browser output's elements: two song elements (one plays, the other preloads the next song
 * and takes over when it starts) and one radio element, each reporting its media events to the
 * model while `isActive` says it is the one playing.
 *
 * Leaving Web Audio: a song element routed into Web Audio once is heard only through it, so a
 * song the page may not read (another server, without CORS) would play silent. `renewSongs`
 * puts fresh elements in the song elements' places (the old ones stop, stop reporting and leave
 * the page) and says which fresh element took which old one's place.
 */
export function createSongElements(
  makeElement: () => HTMLAudioElement,
  listeners: AudioOutputListeners,
  isActive: (element: HTMLAudioElement) => boolean,
  handover: (element: HTMLAudioElement) => SongHandover,
) {
  const songs: HTMLAudioElement[] = [makeElement(), makeElement()]
  const radio = makeElement()
  /** Each element's function that stops forwarding its events. */
  const unwire = new Map<HTMLAudioElement, () => void>()
  const wire = (element: HTMLAudioElement) =>
    unwire.set(element, reportEvents(element, () => isActive(element), listeners, element === radio ? null : handover(element)))
  for (const element of [...songs, radio]) wire(element)

  return {
    /** The two song elements (the same array, its elements renewed in place). */
    songs: songs as readonly HTMLAudioElement[],
    radio,
    all: (): HTMLAudioElement[] => [...songs, radio],
    /** The song element that is not `element`. */
    other: (element: HTMLAudioElement): HTMLAudioElement => (element === songs[0] ? songs[1]! : songs[0]!),
    /** Fresh song elements, playing at `rate`, in the old ones' places: old → fresh. */
    renewSongs(rate: number): ReadonlyMap<HTMLAudioElement, HTMLAudioElement> {
      const renewed = new Map<HTMLAudioElement, HTMLAudioElement>()
      songs.forEach((element, index) => {
        const fresh = makeElement()
        unwire.get(element)?.()
        unwire.delete(element)
        stopElement(element)
        element.remove()
        wire(fresh)
        fresh.defaultPlaybackRate = rate
        fresh.playbackRate = rate
        songs[index] = fresh
        renewed.set(element, fresh)
      })
      return renewed
    },
    /** Every element stops reporting and playing. */
    dispose() {
      for (const stopForwarding of unwire.values()) stopForwarding()
      for (const element of [...songs, radio]) stopElement(element)
    },
  }
}
