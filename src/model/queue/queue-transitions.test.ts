import { describe, expect, it } from 'vitest'
import { makeSongs } from '../../testing/queue-songs'
import { playList, playRadio } from './play-transitions'
import type { QueueState } from './queue-state'
import { currentList, currentSong, EMPTY_QUEUE, LOOP_ALL, LOOP_OFF, LOOP_ONE } from './queue-state'
import { cycleLoop, moveInQueue, next, previous, removeFromQueue, setStarred, songEnded, toggleShuffle } from './queue-transitions'
import { seededRandom } from './shuffle'

const songs = makeSongs(6)
const random = seededRandom(7)
const ids = (list: readonly { id: string }[]) => list.map((song) => song.id)
const at = (index: number, extra: Partial<QueueState> = {}): QueueState => ({
  ...playList(EMPTY_QUEUE, { songs, index }, random),
  ...extra,
})

describe('toggle shuffle', () => {
  it('on: played songs and the current one stay, the rest is shuffled', () => {
    const state = toggleShuffle(at(2), random)
    expect(state.isShuffleActive).toBe(true)
    expect(ids(state.shuffledList.slice(0, 3))).toEqual(['s0', 's1', 's2'])
    expect(ids(state.shuffledList).sort()).toEqual(ids(songs).sort())
    expect(currentSong(state)?.id).toBe('s2')
  })

  it('off restores the original order keeping the current song', () => {
    const shuffled = playList(EMPTY_QUEUE, { songs, index: 4, shuffle: true }, random)
    const state = toggleShuffle(next(shuffled), random)
    const playing = currentSong(next(shuffled))!.id
    expect(ids(currentList(state))).toEqual(ids(songs))
    expect(currentSong(state)?.id).toBe(playing)
    expect(state.originalSongIndex).toBe(state.currentSongIndex)
  })

  it('has no effect on a queue of one song or on the last song', () => {
    const single = playList(EMPTY_QUEUE, { songs: songs.slice(0, 1), index: 0 }, random)
    expect(toggleShuffle(single, random)).toBe(single)
    const last = at(5)
    expect(toggleShuffle(last, random)).toBe(last)
  })

  it('has no effect turning it off either when the current song is the last one (both directions)', () => {
    const shuffled = playList(EMPTY_QUEUE, { songs, index: 0, shuffle: true }, random)
    let last = shuffled
    while (last.currentSongIndex < songs.length - 1) last = next(last)
    expect(last.isShuffleActive).toBe(true)
    expect(toggleShuffle(last, random)).toBe(last)
    const single = playList(EMPTY_QUEUE, { songs: songs.slice(0, 1), index: 0, shuffle: true }, random)
    expect(toggleShuffle(single, random)).toBe(single)
  })
})

describe('loop, next, previous, song ended', () => {
  it('loop cycles off → all → one → off', () => {
    const states = [cycleLoop(at(0))]
    states.push(cycleLoop(states[0]!), cycleLoop(cycleLoop(states[0]!)))
    expect(states.map((s) => s.loopState)).toEqual([LOOP_ALL, LOOP_ONE, LOOP_OFF])
  })

  it('next advances, and wraps only with loop all', () => {
    expect(next(at(1)).currentSongIndex).toBe(2)
    const last = at(5)
    expect(next(last)).toBe(last)
    expect(next(at(5, { loopState: LOOP_ALL })).currentSongIndex).toBe(0)
  })

  it('previous goes back only when the index is above 0', () => {
    expect(previous(at(3)).currentSongIndex).toBe(2)
    const first = at(0)
    expect(previous(first)).toBe(first)
  })

  it('song ended moves on, wraps with loop all, replays with loop one, otherwise clears and stops', () => {
    expect(songEnded(at(1))).toMatchObject({ currentSongIndex: 2, isPlaying: true })
    expect(songEnded(at(5, { loopState: LOOP_ALL }))).toMatchObject({ currentSongIndex: 0, isPlaying: true })
    const one = at(5, { loopState: LOOP_ONE })
    expect(songEnded(one)).toMatchObject({ currentSongIndex: 5, isPlaying: true, track: one.track + 1 })
    const ended = songEnded(at(5))
    expect(ended).toMatchObject({ originalList: [], isPlaying: false })
  })

  it('next and previous do nothing for a radio', () => {
    const radio = playRadio(EMPTY_QUEUE, { stations: [{ id: 'r', name: 'R', streamUrl: 'http://r.test/s' }], index: 0 })
    expect(next(radio)).toBe(radio)
    expect(previous(radio)).toBe(radio)
  })
})

describe('removing from the queue', () => {
  it('adjusts the index when songs before the current one go', () => {
    const state = removeFromQueue(at(3), ['s0', 's1', 's5'])
    expect(ids(currentList(state))).toEqual(['s2', 's3', 's4'])
    expect(currentSong(state)?.id).toBe('s3')
    expect(state.track).toBe(at(3).track)
  })

  it('the next song becomes current (progress resets) when the current one goes', () => {
    const before = at(2)
    const state = removeFromQueue(before, ['s2'])
    expect(currentSong(state)?.id).toBe('s3')
    expect(state.track).toBe(before.track + 1)
  })

  it('an emptied queue clears the state', () => {
    expect(removeFromQueue(at(0), ids(songs))).toMatchObject({ originalList: [], isPlaying: false })
  })

  it('removes from both lists when shuffled', () => {
    const shuffled = playList(EMPTY_QUEUE, { songs, index: 2, shuffle: true }, random)
    const state = removeFromQueue(shuffled, ['s4'])
    expect(ids(state.originalList)).not.toContain('s4')
    expect(ids(state.shuffledList)).not.toContain('s4')
    expect(currentSong(state)?.id).toBe('s2')
    expect(state.originalList[state.originalSongIndex]?.id).toBe('s2')
  })
})

describe('reordering and starring', () => {
  it('moving a song keeps the current song current', () => {
    const state = moveInQueue(at(2), 0, 4)
    expect(ids(currentList(state))).toEqual(['s1', 's2', 's3', 's4', 's0', 's5'])
    expect(currentSong(state)?.id).toBe('s2')
  })

  it('starring flips the timestamp in both lists', () => {
    const shuffled = playList(EMPTY_QUEUE, { songs, index: 1, shuffle: true }, random)
    const starred = setStarred(shuffled, 's1', '2026-01-01T00:00:00Z')
    expect(currentSong(starred)?.starred).toBe('2026-01-01T00:00:00Z')
    expect(starred.originalList[1]?.starred).toBe('2026-01-01T00:00:00Z')
    expect(currentSong(setStarred(starred, 's1', undefined))).not.toHaveProperty('starred')
  })
})
