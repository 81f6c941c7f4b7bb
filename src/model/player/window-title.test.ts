import { allSettled } from 'effector'
import { describe, expect, it } from 'vitest'
import { createMemoryShell } from '../../shell/memory-shell'
import { makeSongs } from '../../testing/queue-songs'
import { forkWithShell } from '../../testing/scope'
import { listPlayed, radioPlayed } from '../queue/queue-events'
import { windowTitleOf } from './window-title'

describe('window title', () => {
  it('follows the current song, then a radio', async () => {
    const titles: string[] = []
    const shell = { ...createMemoryShell(), setWindowTitle: async (title: string) => void titles.push(title) }
    const { scope } = forkWithShell({ shell })
    const songs = makeSongs(2)
    await allSettled(listPlayed, { scope, params: { songs, index: 1 } })
    expect(titles).toEqual([`${songs[1]?.title} — ${songs[1]?.artist} · Tonearm`])
    await allSettled(radioPlayed, { scope, params: { stations: [{ id: 'r', name: 'Jazz FM', streamUrl: 'https://radio.test/s' }], index: 0 } })
    expect(titles.at(-1)).toBe('Jazz FM · Tonearm')
  })

  it('is the app name alone with nothing playing, and leaves out a missing artist', () => {
    expect(windowTitleOf(null, null)).toBe('Tonearm')
    expect(windowTitleOf({ ...makeSongs(1)[0]!, title: 'Intro', artist: undefined }, null)).toBe('Intro · Tonearm')
  })
})
