import { describe, expect, it } from 'vitest'
import { MAX_FILE_NAME_BYTES, safeFileName } from './safe-file-name'

const bytes = (text: string) => new TextEncoder().encode(text).length

describe('safe file names', () => {
  it('keeps a plain name and removes folder parts and forbidden characters', () => {
    expect(safeFileName('Artist - Song.flac')).toBe('Artist - Song.flac')
    expect(safeFileName('../../.bashrc')).toBe('_.._.bashrc')
    expect(safeFileName('AC/DC: Back in Black?.mp3')).toBe('AC_DC_ Back in Black_.mp3')
    expect(safeFileName('tab\there\u0000.ogg')).toBe('tab_here_.ogg')
  })

  it('drops trailing dots and spaces, which Windows silently removes', () => {
    expect(safeFileName('Song. . ')).toBe('Song')
    expect(safeFileName('  ...')).toBe('download')
  })

  it('never gives a reserved Windows device name, with or without an extension', () => {
    for (const name of ['CON', 'con.mp3', 'Nul.flac', 'COM1.ogg', 'lpt9', 'AUX.tar.gz', 'prn .mp3']) {
      const safe = safeFileName(name)
      expect(safe.split('.')[0]?.trim().toLowerCase()).not.toMatch(/^(con|prn|aux|nul|com\d|lpt\d)$/)
    }
    expect(safeFileName('con.mp3')).toBe('_con.mp3')
    expect(safeFileName('Conan - Intro.mp3')).toBe('Conan - Intro.mp3')
  })

  it('fits 255 bytes of UTF-8, cut between characters, keeping the extension and room for a suffix', () => {
    const long = `${'日本語のタイトル'.repeat(20)}🎵.flac`
    const safe = safeFileName(long)
    expect(bytes(safe)).toBeLessThanOrEqual(MAX_FILE_NAME_BYTES)
    expect(safe.endsWith('.flac')).toBe(true)
    expect(safe).not.toContain('\uFFFD')
    expect(long.startsWith(safe.slice(0, -'.flac'.length))).toBe(true)
    expect(bytes(safeFileName('a'.repeat(300) + '.mp3', 6))).toBe(MAX_FILE_NAME_BYTES - 6)
  })
})
