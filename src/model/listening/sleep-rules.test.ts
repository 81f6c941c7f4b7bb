import { describe, expect, it } from 'vitest'
import { makeSongs } from '../../testing/queue-songs'
import type { QueueState } from '../queue/queue-state'
import { EMPTY_QUEUE, LOOP_ALL, LOOP_ONE } from '../queue/queue-state'
import { customMinutes, fadeFactor, stopsAtTrackEnd } from './sleep-rules'

const [a1, a2, b1] = [
  { ...makeSongs(1, 0)[0]!, albumId: 'A' },
  { ...makeSongs(1, 1)[0]!, albumId: 'A' },
  { ...makeSongs(1, 2)[0]!, albumId: 'B' },
]
const queueAt = (index: number, change: Partial<QueueState> = {}): QueueState => ({
  ...EMPTY_QUEUE,
  originalList: [a1, a2, b1],
  currentSongIndex: index,
  originalSongIndex: index,
  isPlaying: true,
  ...change,
})

describe('the sleep timer stops at the end of a track', () => {
  it('end of song: at the end of whatever song plays, also one that repeats', () => {
    expect(stopsAtTrackEnd({ kind: 'song' }, queueAt(0))).toBe(true)
    expect(stopsAtTrackEnd({ kind: 'song' }, queueAt(1, { loopState: LOOP_ONE }))).toBe(true)
  })

  it('end of queue: only at the last song of the list in play order, also with repeat all', () => {
    expect(stopsAtTrackEnd({ kind: 'queue' }, queueAt(0))).toBe(false)
    expect(stopsAtTrackEnd({ kind: 'queue' }, queueAt(1))).toBe(false)
    expect(stopsAtTrackEnd({ kind: 'queue' }, queueAt(2))).toBe(true)
    expect(stopsAtTrackEnd({ kind: 'queue' }, queueAt(2, { loopState: LOOP_ALL }))).toBe(true)
    // Shuffled, the last song played is the shuffled list's last.
    expect(stopsAtTrackEnd({ kind: 'queue' }, queueAt(2, { isShuffleActive: true, shuffledList: [b1, a2, a1] }))).toBe(true)
    expect(stopsAtTrackEnd({ kind: 'queue' }, queueAt(1, { isShuffleActive: true, shuffledList: [b1, a2, a1] }))).toBe(false)
  })

  it('end of album: when the next song belongs to another album, or none follows', () => {
    expect(stopsAtTrackEnd({ kind: 'album' }, queueAt(0))).toBe(false)
    expect(stopsAtTrackEnd({ kind: 'album' }, queueAt(1))).toBe(true)
    expect(stopsAtTrackEnd({ kind: 'album' }, queueAt(2))).toBe(true)
  })

  it('never for a minutes timer, no timer, an empty queue or a radio', () => {
    expect(stopsAtTrackEnd({ kind: 'minutes', minutes: 15, endsAt: 0 }, queueAt(2))).toBe(false)
    expect(stopsAtTrackEnd(null, queueAt(2))).toBe(false)
    expect(stopsAtTrackEnd({ kind: 'song' }, EMPTY_QUEUE)).toBe(false)
    expect(stopsAtTrackEnd({ kind: 'song' }, { ...EMPTY_QUEUE, mediaType: 'radio', radioList: [{ id: 'r', name: 'R', streamUrl: 'http://r.test' }] })).toBe(false)
  })
})

describe('fade and custom minutes', () => {
  it('fades linearly over the last seconds', () => {
    expect(fadeFactor(20, 10)).toBe(1)
    expect(fadeFactor(5, 10)).toBe(0.5)
    expect(fadeFactor(0, 10)).toBe(0)
    expect(fadeFactor(-1, 10)).toBe(0)
  })

  it('keeps a custom time whole and between 1 and 600 minutes', () => {
    expect(customMinutes(20.4)).toBe(20)
    expect(customMinutes(0)).toBe(1)
    expect(customMinutes(5000)).toBe(600)
    expect(customMinutes(Number.NaN)).toBeNull()
  })
})
