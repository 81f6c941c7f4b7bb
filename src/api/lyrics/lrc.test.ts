import { describe, expect, it } from 'vitest'
import { lrcToPlainText, parseLrc } from './lrc'
import { normaliseLyricsText } from './lyrics-types'

describe('parseLrc', () => {
  it('reads [mm:ss.xx] stamps into ms, in time order', () => {
    expect(parseLrc('[00:12.34]First\n[00:05.00]Earlier\n[01:02.5]Later').lines).toEqual([
      { start: 5000, text: 'Earlier' },
      { start: 12340, text: 'First' },
      { start: 62500, text: 'Later' },
    ])
  })

  it('accepts [mm:ss], [mm:ss.xxx] and [mm:ss:xx], and minutes above 59', () => {
    expect(parseLrc('[00:01]a\n[00:02.123]b\n[00:03:45]c\n[75:00.00]d').lines.map((line) => line.start)).toEqual([
      1000, 2123, 3450, 4_500_000,
    ])
  })

  it('repeats a line with several stamps at each time', () => {
    const parsed = parseLrc('[00:10.00][00:30.00] Chorus\n[00:20.00]Verse')
    expect(parsed.synced).toBe(true)
    expect(parsed.lines).toEqual([
      { start: 10000, text: 'Chorus' },
      { start: 20000, text: 'Verse' },
      { start: 30000, text: 'Chorus' },
    ])
  })

  it('applies the offset tag (positive: earlier) and never goes below 0', () => {
    expect(parseLrc('[offset:+500]\n[00:02.00]a\n[00:00.20]b').lines).toEqual([
      { start: 0, text: 'b' },
      { start: 1500, text: 'a' },
    ])
    expect(parseLrc('[offset:-250]\n[00:01.00]a').lines).toEqual([{ start: 1250, text: 'a' }])
  })

  it('drops ID tags, untimed lines of synced lyrics and enhanced word stamps; keeps empty timed lines', () => {
    const parsed = parseLrc('[ar:Someone]\n[ti:Song]\n[length: 03:20]\nnot timed\n[00:01.00]<00:01.00>Word <00:01.50>by word\n[00:02.00]')
    expect(parsed.lines).toEqual([
      { start: 1000, text: 'Word by word' },
      { start: 2000, text: '' },
    ])
  })

  it('reads text without stamps as unsynced lines, blank edges trimmed', () => {
    expect(parseLrc('\n\nOne\r\n\r\nTwo\rThree\n\n')).toEqual({
      synced: false,
      lines: [
        { start: null, text: 'One' },
        { start: null, text: '' },
        { start: null, text: 'Two' },
        { start: null, text: 'Three' },
      ],
    })
    expect(parseLrc('[Chorus]\nLa la')).toEqual({
      synced: false,
      lines: [
        { start: null, text: '[Chorus]' },
        { start: null, text: 'La la' },
      ],
    })
    expect(parseLrc('')).toEqual({ synced: false, lines: [] })
  })

  it('lrcToPlainText keeps the words only', () => {
    expect(lrcToPlainText('[ti:x]\n[00:01.00]a\n[00:02.00]b')).toBe('a\nb')
  })
})

describe('normaliseLyricsText', () => {
  it('turns \\r\\n and \\r into \\n and trims', () => {
    expect(normaliseLyricsText('  \r\nOne\r\nTwo\rThree\n\nFour \n ')).toBe('One\nTwo\nThree\n\nFour')
  })
})
