import { describe, expect, it } from 'vitest'
import { createSoundOutputWarmUp } from './sound-output-warm-up'

/** A media element as the warm-up reads it: plays when told, and says so by its events. */
function element(readyState = 0) {
  const target = new EventTarget()
  const state = { paused: true, muted: false, currentTime: 0, readyState, plays: 0, heard: 0 }
  const media = Object.assign(target, state, {
    getAttribute: () => '/media/x0123abcd/stream?id=2',
    play() {
      media.paused = false
      media.plays += 1
      if (!media.muted) media.heard += 1
      queueMicrotask(() => target.dispatchEvent(new Event('playing')))
      return Promise.resolve()
    },
    pause() {
      media.paused = true
    },
  })
  return media
}
type FakeMedia = ReturnType<typeof element>
const asMedia = (media: FakeMedia) => media as unknown as HTMLMediaElement
const settled = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

describe('the standby element’s sound output opened before its first song change (WebKitGTK)', () => {
  it('starts a standby that never played, muted, once it can play; pauses it back at its start as soon as it plays, then unmutes it; never twice', async () => {
    const standby = element()
    const warmUp = createSoundOutputWarmUp((candidate) => candidate === asMedia(standby))
    warmUp.warm(asMedia(standby))
    expect(standby.plays).toBe(0)
    standby.readyState = 4
    standby.dispatchEvent(new Event('canplay'))
    await settled()
    expect(standby).toMatchObject({ plays: 1, heard: 0, paused: true, muted: false, currentTime: 0 })
    expect(warmUp.warmed(asMedia(standby))).toBe(true)
    warmUp.warm(asMedia(standby))
    standby.dispatchEvent(new Event('canplay'))
    await settled()
    expect(standby.plays).toBe(1)
  })

  it('starts at once a standby that can already play', async () => {
    const standby = element(4)
    const warmUp = createSoundOutputWarmUp(() => true)
    warmUp.warm(asMedia(standby))
    await settled()
    expect(standby).toMatchObject({ plays: 1, heard: 0, paused: true, muted: false })
  })

  it('leaves alone an element that played for real, one cancelled before it could play, and one no longer the standby', async () => {
    const played = element(4)
    const cancelled = element()
    const promoted = element()
    let standbys = [asMedia(played), asMedia(cancelled), asMedia(promoted)]
    const warmUp = createSoundOutputWarmUp((candidate) => standbys.includes(candidate))
    warmUp.played(asMedia(played))
    warmUp.warm(asMedia(played))
    warmUp.warm(asMedia(cancelled))
    warmUp.cancel(asMedia(cancelled))
    cancelled.dispatchEvent(new Event('canplay'))
    warmUp.warm(asMedia(promoted))
    standbys = []
    promoted.dispatchEvent(new Event('canplay'))
    await settled()
    expect([played.plays, cancelled.plays, promoted.plays]).toEqual([0, 0, 0])
    expect(warmUp.warmed(asMedia(played))).toBe(true)
    expect(warmUp.warmed(asMedia(cancelled))).toBe(false)
  })

  it('a real start during the warm-up is not paused: the handover cancels the warm-up first and the element is heard', async () => {
    const standby = element()
    const warmUp = createSoundOutputWarmUp(() => true)
    warmUp.warm(asMedia(standby))
    warmUp.cancel(asMedia(standby))
    await standby.play()
    await settled()
    expect(standby).toMatchObject({ paused: false, heard: 1, muted: false })
  })
})
