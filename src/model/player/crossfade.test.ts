import { describe, expect, it } from 'vitest'
import type { Song } from '../../api/codecs/song'
import type { QueueState } from '../queue/queue-state'
import { EMPTY_QUEUE, LOOP_ALL, LOOP_ONE } from '../queue/queue-state'
import type { AudioEffects } from './audio-effects'
import { AUDIO_EFFECTS_DEFAULTS } from './audio-effects'
import { crossfadeSeconds } from './crossfade'

const song = (id: string, albumId: string, track: number, discNumber = 1): Song => ({ id, title: id, albumId, track, discNumber, duration: 200 })
const queue = (list: Song[], index = 0, change: Partial<QueueState> = {}): QueueState => ({
  ...EMPTY_QUEUE,
  originalList: list,
  currentSongIndex: index,
  originalSongIndex: index,
  ...change,
})
const effects = (crossfade: Partial<AudioEffects['crossfade']>): AudioEffects => ({
  ...AUDIO_EFFECTS_DEFAULTS,
  crossfade: { ...AUDIO_EFFECTS_DEFAULTS.crossfade, enabled: true, seconds: 6, ...crossfade },
})

const album = [song('a1', 'A', 1), song('a2', 'A', 2), song('a3', 'A', 1, 2)]
const mixed = [song('a1', 'A', 1), song('b1', 'B', 1)]

describe('crossfade between two songs', () => {
  it('is 0 (the gapless handover) while off, and its length once on', () => {
    expect(crossfadeSeconds(queue(mixed), AUDIO_EFFECTS_DEFAULTS)).toBe(0)
    expect(crossfadeSeconds(queue(mixed), effects({}))).toBe(6)
    expect(crossfadeSeconds(queue(mixed), effects({ seconds: 0 }))).toBe(0)
  })

  it('keeps an album played in order gapless (also to the next disc) unless the setting allows it', () => {
    expect(crossfadeSeconds(queue(album, 0), effects({}))).toBe(0)
    expect(crossfadeSeconds(queue(album, 1), effects({}))).toBe(0)
    expect(crossfadeSeconds(queue(album, 0), effects({ notWithinAlbums: false }))).toBe(6)
  })

  it('fades songs of one album out of order: backwards, or shuffled', () => {
    const backwards = [song('a2', 'A', 2), song('a1', 'A', 1)]
    expect(crossfadeSeconds(queue(backwards), effects({}))).toBe(6)
    expect(crossfadeSeconds(queue(album, 0, { isShuffleActive: true, shuffledList: album }), effects({}))).toBe(6)
  })

  it('is 0 after the last song, and when a song repeats itself', () => {
    expect(crossfadeSeconds(queue(mixed, 1), effects({}))).toBe(0)
    expect(crossfadeSeconds(queue(mixed, 1, { loopState: LOOP_ALL }), effects({}))).toBe(6)
    expect(crossfadeSeconds(queue(mixed, 0, { loopState: LOOP_ONE }), effects({}))).toBe(0)
  })
})
