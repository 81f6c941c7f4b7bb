import { describe, expect, it } from 'vitest'
import { pagePathOf } from '../../commands/pages/go-to-page'
import { isLibraryItem, itemTarget, itemValue } from './palette-values'

describe("the palette's item values", () => {
  it('read back as what they were built from: a command (its title may have spaces), a recent one, an artist, Search', () => {
    expect(itemTarget(itemValue.command('Go to Albums', 'pages.albums'))).toEqual({ kind: 'command', commandId: 'pages.albums' })
    expect(itemTarget(itemValue.recent('queue.mix.shuffleAll'))).toEqual({ kind: 'command', commandId: 'queue.mix.shuffleAll' })
    expect(itemTarget(itemValue.artist('ar 1'))).toEqual({ kind: 'artist', id: 'ar 1' })
    expect(itemTarget(itemValue.searchAll)).toEqual({ kind: 'searchAll' })
  })

  it('tell library items (albums, songs, artists) from commands', () => {
    expect([itemValue.album('1'), itemValue.song('2'), itemValue.artist('3')].every(isLibraryItem)).toBe(true)
    expect([itemValue.command('Play album', 'library.playAlbum'), itemValue.recent('pages.songs'), itemValue.searchAll].some(isLibraryItem)).toBe(false)
  })

  it("give a Go to command's address, and none for other ids (an object's own keys only)", () => {
    expect(pagePathOf('pages.albums')).toBe('/library/albums')
    expect([pagePathOf('view.toggleSidebar'), pagePathOf('toString'), pagePathOf('constructor')]).toEqual([null, null, null])
  })
})
