import { describe, expect, it } from 'vitest'
import { artistCredits, creditText } from './artist-credits'

describe('artistCredits', () => {
  it('a server without OpenSubsonic credits: the one artist, linked by its id, as before', () => {
    expect(artistCredits({ artist: 'Sia', artistId: 'ar-1' })).toEqual([{ kind: 'artist', id: 'ar-1', name: 'Sia' }])
    expect(artistCredits({ artist: 'Sia' })).toEqual([{ kind: 'artist', id: undefined, name: 'Sia' }])
    expect(artistCredits({})).toEqual([])
  })

  it('several artists: each its own part, separated as the display line separates them', () => {
    const parts = artistCredits({
      artist: 'A & B feat. C',
      displayArtist: 'A & B feat. C',
      artists: [
        { id: '1', name: 'A' },
        { id: '2', name: 'B' },
        { id: '3', name: 'C' },
      ],
    })
    expect(parts).toEqual([
      { kind: 'artist', id: '1', name: 'A' },
      { kind: 'text', text: ' & ' },
      { kind: 'artist', id: '2', name: 'B' },
      { kind: 'text', text: ' feat. ' },
      { kind: 'artist', id: '3', name: 'C' },
    ])
  })

  it('a display line that does not name them in order: the artists joined by commas', () => {
    const item = { displayArtist: 'Various', artists: [{ id: '1', name: 'A' }, { id: '2', name: 'B' }] }
    expect(creditText(item)).toBe('A, B')
    expect(artistCredits(item).filter((part) => part.kind === 'artist')).toHaveLength(2)
  })

  it('one listed artist: the display line shown, linked to it when the names agree', () => {
    expect(artistCredits({ artist: 'A', artistId: 'x', displayArtist: 'A', artists: [{ id: '1', name: 'A' }] })).toEqual([{ kind: 'artist', id: '1', name: 'A' }])
    expect(artistCredits({ artist: 'A', artistId: 'x', displayArtist: 'A (live)', artists: [{ id: '1', name: 'A' }] })).toEqual([{ kind: 'artist', id: 'x', name: 'A (live)' }])
  })
})
