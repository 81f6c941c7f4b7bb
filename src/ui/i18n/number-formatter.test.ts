import i18next from 'i18next'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { installNumberFormatter } from './number-formatter'

function translator(language: string) {
  const instance = i18next.createInstance()
  void instance.init({
    lng: language,
    resources: { [language]: { translation: { songs_one: '{{count, number}} song', songs_other: '{{count, number}} songs', gain: '{{value, number(minimumFractionDigits: 2)}} dB' } } },
    initAsync: false,
    interpolation: { escapeValue: false },
  })
  installNumberFormatter(instance)
  return instance
}

describe('counts in texts', () => {
  afterEach(() => vi.restoreAllMocks())

  it('are formatted in the language’s digits, with the options a placeholder states', () => {
    expect(translator('de').t('songs', { count: 12345 })).toBe('12.345 songs')
    expect(translator('en-US').t('songs', { count: 1 })).toBe('1 song')
    expect(translator('en-US').t('gain', { value: 3 })).toBe('3.00 dB')
  })

  it('build one number format per language for any number of distinct counts', () => {
    // A language no other test formats in, so that nothing is cached before the spy.
    const { t } = translator('pt-PT')
    const built = vi.spyOn(Intl, 'NumberFormat')
    const texts = Array.from({ length: 50 }, (_, count) => t('songs', { count: count + 1000 }))
    expect(texts.at(-1)).toBe('1049 songs')
    expect(built).toHaveBeenCalledTimes(1)
  })
})
