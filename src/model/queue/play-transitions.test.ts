import { describe, expect, it } from 'vitest'
import { makeSongs } from '../../testing/queue-songs'
import { addToEnd, playList, playNext, playRadio, playSong } from './play-transitions'
import type { QueueState } from './queue-state'
import { currentList, currentSong, EMPTY_QUEUE, LOOP_ALL } from './queue-state'
import { seededRandom } from './shuffle'

const songs = makeSongs(5)
const random = seededRandom(1)
const ids = (list: readonly { id: string }[]) => list.map((song) => song.id)
const radios = [
  { id: 'r1', name: 'One', streamUrl: 'http://radio.test/1' },
  { id: 'r2', name: 'Two', streamUrl: 'http://radio.test/2' },
]

describe('playing a list', () => {
  it('stores the list and index, resets progress, media type song, shuffle off', () => {
    const state = playList({ ...EMPTY_QUEUE, isShuffleActive: true, mediaType: 'radio', radioList: radios }, { songs, index: 2 }, random)
    expect(ids(currentList(state))).toEqual(ids(songs))
    expect(state).toMatchObject({ currentSongIndex: 2, originalSongIndex: 2, mediaType: 'song', isShuffleActive: false, isPlaying: true, radioList: [] })
    expect(state.track).toBe(1)
  })

  it('the same list with another index just jumps and plays', () => {
    const playing = { ...playList(EMPTY_QUEUE, { songs, index: 0 }, random), isPlaying: false }
    const jumped = playList(playing, { songs: [...songs], index: 3 }, random)
    expect(jumped.originalList).toBe(playing.originalList)
    expect(jumped).toMatchObject({ currentSongIndex: 3, isPlaying: true, track: playing.track + 1 })
  })

  it('with shuffle the chosen song comes first and the rest follow in random order', () => {
    const state = playList(EMPTY_QUEUE, { songs, index: 3, shuffle: true }, random)
    expect(state.isShuffleActive).toBe(true)
    expect(state.currentSongIndex).toBe(0)
    expect(currentSong(state)?.id).toBe('s3')
    expect(ids(state.shuffledList).sort()).toEqual(ids(songs).sort())
    expect(ids(state.originalList)).toEqual(ids(songs))
    expect(state.originalSongIndex).toBe(3)
  })

  it('keeps the loop state', () => {
    expect(playList({ ...EMPTY_QUEUE, loopState: LOOP_ALL }, { songs, index: 0 }, random).loopState).toBe(LOOP_ALL)
  })
})

describe('playing a single song', () => {
  it('replaces the queue with it', () => {
    const state = playSong(playList(EMPTY_QUEUE, { songs, index: 1 }, random), songs[4]!)
    expect(ids(currentList(state))).toEqual(['s4'])
    expect(state).toMatchObject({ currentSongIndex: 0, isPlaying: true })
  })

  it('resumes it when it is the current, paused song', () => {
    const paused: QueueState = { ...playSong(EMPTY_QUEUE, songs[0]!), isPlaying: false }
    const resumed = playSong(paused, songs[0]!)
    expect(resumed).toMatchObject({ isPlaying: true, track: paused.track })
  })
})

describe('play next and add to end', () => {
  const playing = { ...playList(EMPTY_QUEUE, { songs: songs.slice(0, 3), index: 1 }, random), isPlaying: false }

  it('play next inserts the new songs after the current one and starts playback', () => {
    const state = playNext(playing, [songs[0]!, songs[3]!, songs[4]!, songs[3]!])
    expect(ids(currentList(state))).toEqual(['s0', 's1', 's3', 's4', 's2'])
    expect(state.isPlaying).toBe(true)
    expect(currentSong(state)?.id).toBe('s1')
  })

  it('play next inserts in both lists when shuffled', () => {
    const shuffled = playList(EMPTY_QUEUE, { songs: songs.slice(0, 3), index: 1, shuffle: true }, random)
    const state = playNext(shuffled, [songs[4]!])
    expect(state.shuffledList[1]!.id).toBe('s4')
    expect(state.originalList[2]!.id).toBe('s4')
  })

  it('add to end appends only songs not queued', () => {
    const state = addToEnd(playing, [songs[1]!, songs[4]!, songs[4]!])
    expect(ids(currentList(state))).toEqual(['s0', 's1', 's2', 's4'])
    expect(state.isPlaying).toBe(true)
  })

  it('on an empty queue they start a queue of the songs', () => {
    expect(ids(currentList(addToEnd(EMPTY_QUEUE, [songs[2]!])))).toEqual(['s2'])
    expect(playNext(EMPTY_QUEUE, [songs[2]!]).isPlaying).toBe(true)
  })
})

describe('playing a radio', () => {
  it('clears the song queue and sets radio list and index', () => {
    const state = playRadio(playList(EMPTY_QUEUE, { songs, index: 2, shuffle: true }, random), { stations: radios, index: 1 })
    expect(state).toMatchObject({ mediaType: 'radio', currentSongIndex: 1, originalList: [], shuffledList: [], isShuffleActive: false, isPlaying: true })
  })

  it('the same radio just resumes', () => {
    const paused = { ...playRadio(EMPTY_QUEUE, { stations: radios, index: 0 }), isPlaying: false }
    expect(playRadio(paused, { stations: radios, index: 0 })).toMatchObject({ isPlaying: true, track: paused.track })
  })
})
