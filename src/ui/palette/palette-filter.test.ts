import { describe, expect, it } from 'vitest'
import { paletteFilter } from './palette-filter'

describe('paletteFilter', () => {
  it('matches a command on its title, not on letters scattered over its title and id', () => {
    const sidebar = ['Toggle sidebar', 'view.toggleSidebar']
    expect(paletteFilter('Toggle sidebar view.toggleSidebar', 'Voltage', sidebar)).toBe(0)
    expect(paletteFilter('Toggle sidebar view.toggleSidebar', 'sidebar', sidebar)).toBeGreaterThan(0)
  })

  it('treats an id with digits as a command id too: matched on its title', () => {
    const quality = ['Streaming quality: 64 kbit/s', 'playback.quality.kbps64']
    expect(paletteFilter('Streaming quality: 64 kbit/s playback.quality.kbps64', 'albums', quality)).toBe(0)
    expect(paletteFilter('Streaming quality: 64 kbit/s playback.quality.kbps64', 'quality', quality)).toBeGreaterThan(0)
  })

  it('leaves out a command whose title holds the letters only scattered inside words, keeps word starts and typos', () => {
    const repeat = ['Toggle repeat', 'playback.toggleRepeat']
    expect(paletteFilter('Toggle repeat playback.toggleRepeat', 'rpt', repeat)).toBe(0)
    expect(paletteFilter('Toggle repeat playback.toggleRepeat', 'tr', repeat)).toBeGreaterThan(0.5)
    const shuffle = ['Shuffle all songs', 'queue.shuffleAll']
    expect(paletteFilter('Shuffle all songs queue.shuffleAll', 'shufle', shuffle)).toBeGreaterThan(0)
  })

  it('matches a command on its id when the search looks like an id', () => {
    expect(paletteFilter('Toggle sidebar view.toggleSidebar', 'view.toggle', ['Toggle sidebar', 'view.toggleSidebar'])).toBeGreaterThan(0)
  })

  it('ranks an album named exactly what was typed first, and keeps other library items to cmdk', () => {
    expect(paletteFilter('album:a1', 'voltage garden', ['Voltage Garden', 'The Modular Collective', 'voltage garden'])).toBe(1)
    expect(paletteFilter('album:a1', 'Voltage', ['Voltage Garden', 'The Modular Collective', 'Voltage'])).toBeGreaterThan(0)
  })
})
