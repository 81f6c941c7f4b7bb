import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { makeSongs } from '../../testing/queue-songs'
import { addToEnd, playList, playNext, playSong } from './play-transitions'
import type { QueueState } from './queue-state'
import { currentList, EMPTY_QUEUE } from './queue-state'
import { cycleLoop, moveInQueue, next, previous, removeFromQueue, songEnded, toggleShuffle } from './queue-transitions'
import { seededRandom } from './shuffle'

const pool = makeSongs(30)
const songsArb = fc.array(fc.integer({ min: 0, max: 29 }), { minLength: 0, maxLength: 12 }).map((indexes) => indexes.map((i) => pool[i]!))
const uniqueSongsArb = fc.uniqueArray(fc.integer({ min: 0, max: 29 }), { minLength: 1, maxLength: 12 }).map((indexes) => indexes.map((i) => pool[i]!))

type Action = (state: QueueState) => QueueState

const actionArb: fc.Arbitrary<Action> = fc.oneof(
  fc.tuple(uniqueSongsArb, fc.nat(20), fc.boolean(), fc.integer()).map(([songs, index, shuffle, seed]): Action =>
    (state) => playList(state, { songs, index: index % songs.length, shuffle }, seededRandom(seed)),
  ),
  fc.nat(29).map((i): Action => (state) => playSong(state, pool[i]!)),
  songsArb.map((songs): Action => (state) => playNext(state, songs)),
  songsArb.map((songs): Action => (state) => addToEnd(state, songs)),
  fc.integer().map((seed): Action => (state) => toggleShuffle(state, seededRandom(seed))),
  fc.constant<Action>(cycleLoop),
  fc.constant<Action>(next),
  fc.constant<Action>(previous),
  fc.constant<Action>(songEnded),
  songsArb.map((songs): Action => (state) => removeFromQueue(state, songs.map((song) => song.id))),
  fc.tuple(fc.nat(40), fc.nat(40)).map(([from, to]): Action => (state) => moveInQueue(state, from, to)),
)

/** The broken invariants of a state, as readable messages (none for a valid state). */
function violations(state: QueueState): string[] {
  const problems: string[] = []
  const list = currentList(state)
  const originalIds = state.originalList.map((song) => song.id)
  if (new Set(originalIds).size !== originalIds.length) problems.push('duplicate songs')
  if (list.length > 0 && (state.currentSongIndex < 0 || state.currentSongIndex >= list.length)) {
    problems.push(`index ${state.currentSongIndex} out of ${list.length}`)
  }
  if (list.length === 0 && state.currentSongIndex !== 0) problems.push('index set on an empty queue')
  if (list.length > 0 && state.originalList[state.originalSongIndex]?.id !== list[state.currentSongIndex]?.id) {
    problems.push('original index does not point at the current song')
  }
  const shuffledIds = state.shuffledList.map((song) => song.id).sort()
  if (state.isShuffleActive && shuffledIds.join() !== [...originalIds].sort().join()) {
    problems.push('shuffled and original lists differ')
  }
  if (!state.isShuffleActive && shuffledIds.length > 0) problems.push('shuffled list kept with shuffle off')
  if (![0, 1, 2].includes(state.loopState)) problems.push('loop state out of range')
  return problems
}

describe('queue invariants over random action sequences', () => {
  it('the current song is in the list, both lists hold the same songs, no duplicates, index in range', () => {
    const property = fc.property(fc.array(actionArb, { maxLength: 40 }), (actions) => {
      let state = EMPTY_QUEUE
      for (const action of actions) {
        state = action(state)
        const problems = violations(state)
        if (problems.length > 0) throw new Error(problems.join('; '))
      }
    })
    expect(() => fc.assert(property, { numRuns: 300 })).not.toThrow()
  })
})
