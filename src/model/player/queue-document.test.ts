import { describe, expect, it } from 'vitest'
import { makeSongs } from '../../testing/queue-songs'
import { EMPTY_QUEUE } from '../queue/queue-state'
import { queueDocumentOf, queueDocumentText, queueFromDocument } from './queue-document'

describe('the stored queue document, built in steps', () => {
  const songs = makeSongs(50).map((song, index) => ({ ...song, year: 2000 + (index % 3), replayGain: { trackGain: -(index + 1) / 10 } }))
  const queue = { ...EMPTY_QUEUE, originalList: songs, shuffledList: [...songs].reverse(), isShuffleActive: true, currentSongIndex: 4, loopState: 1 as const }

  it('is the same document as queueDocumentOf, as JSON text, with a pause after each column', async () => {
    let pauses = 0
    const text = await queueDocumentText(queue, async () => {
      pauses += 1
    })
    expect(JSON.parse(text)).toEqual(queueDocumentOf(queue))
    // One step per stored field: id, title, 10 text fields, 6 number fields, replayGain.
    expect(pauses).toBe(19)
  })

  it('reads back as the queue it was made from', async () => {
    const restored = queueFromDocument(JSON.parse(await queueDocumentText(queue, async () => undefined)))
    expect(restored?.originalList).toEqual(songs)
    expect(restored?.shuffledList.map((song) => song.id)).toEqual(queue.shuffledList.map((song) => song.id))
    expect(restored).toMatchObject({ isShuffleActive: true, currentSongIndex: 4, loopState: 1 })
  })
})
